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
import { cliText, type CliKey } from "../i18n/cli";
import type { Locale } from "../i18n/locale";

/**
 * A file that could not be read or written: the message names the file and says what to do. `text(locale)` is the
 * message in the command line's language (main.ts prints it); `message` is the English one.
 */
export class FileError extends Error {
  readonly text: (locale: Locale) => string;
  constructor(message: string | ((locale: Locale) => string)) {
    super(typeof message === "string" ? message : message("en"));
    this.name = "FileError";
    this.text = typeof message === "string" ? () => message : message;
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
  locale: Locale = "en",
): string {
  const head = cliText(locale, action === "read" ? "fsHeadRead" : "fsHeadWrite", { file: shown });
  return fsSentence(err, head, action, resolved, platform, locale);
}

/**
 * A file that could not be read, said as fsErrorText says it but without the file's name in front: for a list
 * that names each file itself ("skipped x.ELO: cannot read the file: permission denied (EACCES). …").
 */
export function fsReadReason(
  err: unknown,
  resolved: string,
  platform: string = process.platform,
  locale: Locale = "en",
): string {
  return fsSentence(err, cliText(locale, "fsHeadReadBare"), "read", resolved, platform, locale);
}

function fsSentence(
  err: unknown,
  head: string,
  action: "read" | "write",
  resolved: string,
  platform: string,
  locale: Locale,
): string {
  const e = err as NodeJS.ErrnoException;
  const code = e?.code;
  const say = (key: CliKey, params: Record<string, string> = {}) => cliText(locale, key, { head, ...params });
  const write = action === "write";
  switch (code) {
    case "ENOENT":
      if (!write) return say("fsNoSuchFile");
      {
        const folder = missingFolder(resolved);
        // The folder is there but the system still says "no such file" (e.g. /proc, a special file system): say so.
        if (folder === undefined) return say("fsNoCreate");
        return say("fsNoFolder", { folder });
      }
    case "ENOTDIR":
      return say("fsNotDir", { blocker: fileInTheWay(resolved) ?? cliText(locale, "fsPartOfPath") });
    case "EISDIR":
      return say(write ? "fsIsDirWrite" : "fsIsDirRead");
    case "EACCES":
      return say(write ? "fsAccessWrite" : "fsAccessRead");
    case "EPERM":
      // Windows reports a file locked by another program (Excel keeps open workbooks locked) as EPERM.
      return platform === "win32" ? say("fsLocked") : say(write ? "fsPermWrite" : "fsPermRead");
    case "EBUSY":
      return say("fsBusy");
    case "EROFS":
      return say("fsReadOnly");
    case "ENOSPC":
      return say("fsFull");
    case "EDQUOT":
      return say("fsQuota");
    case "ENAMETOOLONG":
      return say("fsTooLong");
    case "EMFILE":
    case "ENFILE":
      return say("fsTooMany", { code });
    case "EINVAL":
      return say("fsInvalid");
    case "ELOOP":
      return say("fsLoop");
    default: {
      // The system's own words (Node gives them in English only), with its code.
      const why = e instanceof Error ? e.message.split("\n")[0] : String(err);
      return say("fsOther", { why, code: code ? ` (${code})` : "" });
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
  inputs: { file: string; role: InputRole }[];
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
  /** The language of the messages (the command's: src/cli/locale.ts); English when not given. */
  locale?: Locale;
}

/** What an input is, in the guard's messages: the results file, the --players file … */
export type InputRole = "results" | "players" | "workbook" | "tournament" | "list" | "games";
const ROLE_KEYS: Record<InputRole, CliKey> = {
  results: "roleResults",
  players: "rolePlayers",
  workbook: "roleWorkbook",
  tournament: "roleTournament",
  list: "roleList",
  games: "roleGames",
};

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
  const locale = policy.locale ?? "en";
  const say = (key: CliKey, params: Record<string, string> = {}) =>
    cliText(locale, key, { flag: policy.flag, out, command: policy.command, ...params });
  const ext = policy.extension ?? workbookExtension(policy.workbook);
  if (path.extname(out).toLowerCase() !== ext.toLowerCase()) {
    throw new UsageError(
      say(policy.extension !== undefined ? "outExtension" : ext === ".xlsm" ? "outXlsm" : "outXlsx", { ext }),
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
    const key: CliKey =
      inPlaceInput && workbook ? "outIsInputOtherName" : inPlaceInput ? "outIsInputNotWorkbook" : "outIsInput";
    return { error: say(key, { role: cliText(locale, ROLE_KEYS[input.role]), input: input.file }) };
  }
  if (st?.isDirectory()) return { error: say("outIsFolder", { ext }) };
  if (st && !policy.force) return { error: say(policy.hasForce ? "outExistsForce" : "outExists") };
  if (!st) {
    // The folder must exist (and be a folder): say so now, before anything is computed.
    try {
      const dir = await fs.stat(path.dirname(target));
      if (!dir.isDirectory()) throw Object.assign(new Error("not a directory"), { code: "ENOTDIR" });
      await fs.access(path.dirname(target), fsConstants.W_OK);
    } catch (e) {
      return { error: say("outFolderError", { text: fsErrorText(e, out, "write", target, undefined, locale) }) };
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
    throw new FileError((locale) => fsErrorText(e, shown, "write", file, undefined, locale));
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
function notAFile(st: Stats | Dirent, locale: Locale): string {
  const what: CliKey = st.isFIFO()
    ? "namedPipe"
    : st.isSocket()
      ? "socket"
      : st.isBlockDevice() || st.isCharacterDevice()
        ? "device"
        : "notAFile";
  return cliText(locale, "notRegular", { what: cliText(locale, what) });
}

/** Why a folder cannot be read, in words: "permission denied (EACCES)". */
function folderWhy(err: unknown, locale: Locale): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === "EACCES" || code === "EPERM") return cliText(locale, "whyPermission", { code });
  if (code === "ENOENT") return cliText(locale, "whyNoFolder", { code });
  if (code === "ENOTDIR") return cliText(locale, "whyNotFolder", { code });
  // The system's own words (English only), with its code.
  return `${err instanceof Error ? err.message.split("\n")[0] : String(err)}${code ? ` (${code})` : ""}`;
}

/**
 * Every file named *.ELO (any case) under `dir`, at any depth (the folder commands `corpus` and `rate-history`).
 * Only regular files are listed: a named pipe, a socket or a device named x.ELO would block a read or is no file,
 * so it is skipped with a note; a symbolic link counts as what it points at (a folder once). A sub-folder that cannot
 * be read (permission denied …) is skipped with the reason and the walk goes on; the folder itself unreadable throws
 * a FileError naming `shown` (the path as typed).
 */
export function eloFilesIn(dir: string, shown = dir, locale: Locale = "en"): EloFolder {
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
      if (rel === "")
        throw new FileError((l) => cliText(l, "folderUnreadable", { folder: shown, why: folderWhy(e, l) }));
      out.skipped.push({ file: `${rel}/`, reason: cliText(locale, "folderSkipped", { why: folderWhy(e, locale) }) });
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
      else out.skipped.push({ file: r, reason: notAFile(kind, locale) });
    }
  };
  walk("");
  out.files.sort();
  return out;
}
