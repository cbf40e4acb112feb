/**
 * The command line's file-system edge, shared by every command: what a file-system error means in
 * words a user can act on, the one guard every command that writes runs on its output path, and the
 * atomic write (a temporary file in the same folder, flushed, then renamed over the target).
 *
 *   fsErrorText(err, file, "read" | "write") → "x/o.xlsx: cannot write the file: x is a file, not a folder. …"
 *   checkOutput(cwd, out, policy)            → { path } or { error } (before anything is read or computed)
 *   writeAtomic(file, bytes)                 → the target is either the old file or the whole new one
 *   eloFilesIn(dir)                          → the .ELO files under a folder, and what could not be read, with why
 */
import {
  constants as fsConstants,
  promises as fs,
  readdirSync,
  realpathSync,
  statSync,
  type Dirent,
  type Stats,
} from "fs";
import * as path from "path";
import { UsageError } from "./args";

/** A file that could not be read or written: the message names the file and says what to do. */
export class FileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FileError";
  }
}

/** The nearest ancestor of `file` (or `file` itself) that exists but is not a folder, if any. */
function fileInTheWay(file: string): string | undefined {
  const parts: string[] = [];
  for (let p = path.dirname(path.resolve(file)); ; p = path.dirname(p)) {
    parts.unshift(p);
    if (path.dirname(p) === p) break;
  }
  for (const p of parts) {
    let st: Stats;
    try {
      st = statSync(p);
    } catch {
      return undefined; // missing: ENOENT, not ENOTDIR
    }
    if (!st.isDirectory()) return p;
  }
  return undefined;
}

/** The nearest missing folder on the way to `file`. */
function missingFolder(file: string): string | undefined {
  let missing: string | undefined;
  for (let p = path.dirname(path.resolve(file)); path.dirname(p) !== p; p = path.dirname(p)) {
    try {
      statSync(p);
      break;
    } catch {
      missing = p;
    }
  }
  return missing;
}

/**
 * A file-system error as one sentence naming the path, the real cause and what to do. `shown` is the
 * path as the user typed it (messages quote it), `action` what was being done, `resolved` the absolute
 * path (to find the folder that is missing or the file in the way).
 */
export function fsErrorText(
  err: unknown,
  shown: string,
  action: "read" | "write",
  resolved = shown,
  platform: string = process.platform,
): string {
  const e = err as NodeJS.ErrnoException;
  const code = e?.code;
  const head = `${shown}: cannot ${action} the file`;
  switch (code) {
    case "ENOENT":
      if (action === "read") return `${head} (no such file). Check the path.`;
      {
        const folder = missingFolder(resolved);
        // The folder is there but the system still says "no such file" (e.g. /proc, a special file system): say so.
        if (folder === undefined)
          return `${head}: the system cannot create a file there (ENOENT, though its folder exists). Choose another folder.`;
        return `${head}: the folder ${folder} does not exist. Create it first or choose another path.`;
      }
    case "ENOTDIR": {
      const blocker = fileInTheWay(resolved);
      return `${head}: ${blocker ?? "a part of the path"} is a file, not a folder. Choose a path inside a folder.`;
    }
    case "EISDIR":
      return `${head}: it is a folder, not a file. Give a file name${action === "write" ? " ending in .xlsx" : ""}.`;
    case "EACCES":
      return `${head}: permission denied (EACCES). Check the file's and its folder's permissions${action === "write" ? ", or choose another folder" : ""}.`;
    case "EPERM":
      // Windows reports a file locked by another program (Excel keeps open workbooks locked) as EPERM.
      return platform === "win32"
        ? `${head}: it is locked (EPERM), usually because it is open in Excel or another program. Close it there and run again.`
        : `${head}: operation not permitted (EPERM). Check the file's and its folder's permissions${action === "write" ? ", or choose another folder" : ""}.`;
    case "EBUSY":
      return `${head}: it is in use by another program (EBUSY), e.g. open in Excel. Close it there and run again.`;
    case "EROFS":
      return `${head}: the disk is read-only (EROFS). Choose a folder on a writable disk.`;
    case "ENOSPC":
      return `${head}: the disk is full (ENOSPC). Free some space or choose another disk.`;
    case "EDQUOT":
      return `${head}: your disk quota is used up (EDQUOT). Free some space or choose another disk.`;
    case "ENAMETOOLONG":
      return `${head}: the path is too long for this system (ENAMETOOLONG). Choose a shorter name or folder.`;
    case "EMFILE":
    case "ENFILE":
      return `${head}: too many files are open (${code}). Close some programs and run again.`;
    case "EINVAL":
      return `${head}: the name is not valid on this system (EINVAL). Avoid characters such as : * ? " < > |.`;
    case "ELOOP":
      return `${head}: the path has a loop of symbolic links (ELOOP). Give the real path.`;
    default: {
      const why = e instanceof Error ? e.message.split("\n")[0] : String(err);
      return `${head}: ${why}${code ? ` (${code})` : ""}.`;
    }
  }
}

async function statOrUndefined(file: string): Promise<Stats | undefined> {
  try {
    return await fs.stat(file);
  } catch {
    return undefined;
  }
}

/** Same file on disk: same resolved path, or (for links and case-insensitive disks) same device and inode. */
async function sameFile(a: string, b: string, sa?: Stats, sb?: Stats): Promise<boolean> {
  if (path.resolve(a) === path.resolve(b)) return true;
  sa ??= await statOrUndefined(a);
  sb ??= await statOrUndefined(b);
  return sa !== undefined && sb !== undefined && sa.ino !== 0 && sa.dev === sb.dev && sa.ino === sb.ino;
}

/** How a command may write its output. */
export interface OutputPolicy {
  /** The command (for messages), e.g. "standings". */
  command: string;
  /** The option naming the output, e.g. "--out". */
  flag: string;
  /** Every file the command reads, as typed (resolved against cwd), with what it is ("the results file"). */
  inputs: { file: string; role: string }[];
  /**
   * The documented in-place form: this input (an .xlsx or .xlsm workbook) may be rewritten by the command itself
   * (`standings event.xlsx --out event.xlsx` adds the Standings sheet to the same workbook; `pair` and `rate` add the
   * round or update the list in it). Safe because only Brightwell's sheets and cells change and every other part of
   * the file is kept byte for byte (src/xlsx). Undefined: the command never rewrites its input.
   */
  inPlace?: string;
  /**
   * The input workbook whose kind the output keeps: an .xlsm input (macros) is written only to an .xlsm name, anything
   * else to .xlsx. Undefined: .xlsx.
   */
  workbook?: string;
  /** --force was given: an existing file (other than an input) may be replaced. */
  force: boolean;
  /** Whether the command has a --force flag at all (the message offers it only then). */
  hasForce: boolean;
  /** The output's file type when it is not a workbook, e.g. ".ELO" (export-elo); compared ignoring case. */
  extension?: string;
}

/** A workbook file's kind by its name: ".xlsm" for a macro-enabled workbook, else ".xlsx". */
export function workbookExtension(file: string | undefined): ".xlsx" | ".xlsm" {
  return file !== undefined && path.extname(file).toLowerCase() === ".xlsm" ? ".xlsm" : ".xlsx";
}

/**
 * The one guard every writing command runs on its output path, before reading or computing:
 *  - the name must end in .xlsx, or .xlsm for a macro-enabled input (a UsageError: exit 1 with the help);
 *  - never an input file, except the command's documented in-place form for the same workbook;
 *  - never an existing file without --force, never a folder;
 *  - its folder must exist and be a folder.
 * Returns the resolved path, or `{ error }`: the line to print (exit 2, nothing written).
 */
export async function checkOutput(
  cwd: string,
  out: string,
  policy: OutputPolicy,
): Promise<{ path: string; inPlace: boolean } | { error: string }> {
  const ext = policy.extension ?? workbookExtension(policy.workbook);
  if (path.extname(out).toLowerCase() !== ext.toLowerCase()) {
    throw new UsageError(
      policy.extension !== undefined
        ? `${policy.flag} must name a ${ext} file, got "${out}".`
        : ext === ".xlsm"
          ? `${policy.flag} must name an .xlsm file: the input is a macro-enabled workbook and the copy keeps its macros, got "${out}".`
          : `${policy.flag} must name an .xlsx file (Brightwell writes Excel workbooks only; an .xlsm input gives an .xlsm copy), got "${out}".`,
    );
  }
  const target = path.resolve(cwd, out);
  const st = await statOrUndefined(target);
  for (const input of policy.inputs) {
    const inputPath = path.resolve(cwd, input.file);
    if (!(await sameFile(target, inputPath, st))) continue;
    const inPlaceInput = policy.inPlace !== undefined && path.resolve(cwd, policy.inPlace) === inputPath;
    const workbook = [".xlsx", ".xlsm"].includes(path.extname(inputPath).toLowerCase());
    // The in-place form names the input itself: a link to it would be replaced by the new file, not written through.
    if (inPlaceInput && workbook && target === inputPath) return { path: target, inPlace: true };
    const why =
      inPlaceInput && workbook
        ? ` under another name; ${policy.command} writes into it only when ${policy.flag} names it as given (${policy.flag} ${input.file})`
        : `; ${policy.command} never writes over it${inPlaceInput ? " unless it is an .xlsx or .xlsm workbook" : ""}`;
    return {
      error: `error: ${policy.flag} ${out} is ${input.role} ${policy.command} reads${why}. Give a new file name. Nothing written.\n`,
    };
  }
  if (st?.isDirectory())
    return { error: `error: ${policy.flag} ${out} is a folder. Give a file name ending in ${ext}. Nothing written.\n` };
  if (st && !policy.force) {
    return {
      error: `error: ${policy.flag} ${out}: the file exists and ${policy.command} never replaces a file unasked. Choose another name${
        policy.hasForce ? ", or add --force to replace it" : ""
      }. Nothing written.\n`,
    };
  }
  if (!st) {
    // The folder must exist (and be a folder): say so now, before anything is computed.
    try {
      const dir = await fs.stat(path.dirname(target));
      if (!dir.isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
      await fs.access(path.dirname(target), fsConstants.W_OK);
    } catch (e) {
      return { error: `error: ${fsErrorText(e, out, "write", target)} Nothing written.\n` };
    }
  }
  return { path: target, inPlace: false };
}

/**
 * Write `bytes` to `file` so that a crash or a full disk never leaves half a file: the bytes go to a
 * temporary file in the same folder (same disk, so the rename is atomic), are flushed to disk, and the
 * temporary file is renamed over the target. On any failure the temporary file is removed and a
 * FileError names the target and the real cause; the old file (if any) is left whole.
 */
export async function writeAtomic(file: string, bytes: Uint8Array, shown = file): Promise<void> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let created = false;
  try {
    const handle = await fs.open(tmp, "wx");
    created = true;
    try {
      await handle.writeFile(bytes);
      // A replaced file keeps its permissions.
      const old = await statOrUndefined(file);
      if (old) await handle.chmod(old.mode & 0o7777).catch(() => undefined);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, file);
    created = false;
  } catch (e) {
    if (created) await fs.rm(tmp, { force: true }).catch(() => undefined);
    // Errors about the temporary file are errors about writing the target, as far as the user is concerned.
    throw new FileError(fsErrorText(e, shown, "write", file));
  }
}

/** The .ELO files of a folder walk, and what it could not take, each with why. */
export interface EloFolder {
  /** Paths relative to the folder ("2010/x.ELO"), sorted. */
  files: string[];
  /** Sub-folders that cannot be read and entries that are no regular files (a named pipe …), relative, with why. */
  skipped: { file: string; reason: string }[];
}

/** Why an entry of a folder is no file to read: a named pipe, a socket, a device. */
function notAFile(st: Stats | Dirent): string {
  const what = st.isFIFO()
    ? "a named pipe"
    : st.isSocket()
      ? "a socket"
      : st.isBlockDevice() || st.isCharacterDevice()
        ? "a device"
        : "not a file";
  return `not a regular file (${what}): not read`;
}

/** A folder that cannot be read, in words: "cannot read the folder: permission denied (EACCES)". */
function folderErrorText(err: unknown): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  const why =
    code === "EACCES" || code === "EPERM"
      ? "permission denied"
      : code === "ENOENT"
        ? "no such folder"
        : code === "ENOTDIR"
          ? "not a folder"
          : err instanceof Error
            ? err.message.split("\n")[0]
            : String(err);
  return `cannot read the folder: ${why}${code ? ` (${code})` : ""}`;
}

/**
 * Every file named *.ELO (any case) under `dir`, at any depth (the folder commands `corpus` and `rate-history`).
 * Only regular files are listed: a named pipe, a socket or a device named x.ELO would block a read or is no file,
 * so it is skipped with a note; a symbolic link counts as what it points at (a folder once). A sub-folder that cannot
 * be read (permission denied …) is skipped with the reason and the walk goes on; the folder itself unreadable throws
 * a FileError naming `shown` (the path as typed).
 */
export function eloFilesIn(dir: string, shown = dir): EloFolder {
  const out: EloFolder = { files: [], skipped: [] };
  const seen = new Set<string>();
  const walk = (rel: string): void => {
    const abs = rel ? path.join(dir, rel) : dir;
    let entries: Dirent[];
    try {
      const real = realpathSync(abs);
      if (seen.has(real)) return;
      seen.add(real);
      entries = readdirSync(abs, { withFileTypes: true });
    } catch (e) {
      if (rel === "") throw new FileError(`${shown}: ${folderErrorText(e)}. Give a folder that holds .ELO files.`);
      out.skipped.push({ file: `${rel}/`, reason: `${folderErrorText(e)}; the rest was read` });
      return;
    }
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      let kind: Dirent | Stats = e;
      if (e.isSymbolicLink()) {
        try {
          kind = statSync(path.join(abs, e.name));
        } catch {
          continue; // a broken link: nothing there
        }
      }
      if (kind.isDirectory()) walk(r);
      else if (!/\.elo$/i.test(e.name)) continue;
      else if (kind.isFile()) out.files.push(r);
      else out.skipped.push({ file: r, reason: notAFile(kind) });
    }
  };
  walk("");
  out.files.sort();
  return out;
}
