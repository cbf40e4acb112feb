/**
 * Issue 7, "nothing lost": the one output guard every writing command runs (src/cli/files.ts
 * checkOutput), the atomic write, file-system errors in words (path + real cause), and no stack
 * trace ever on stderr. Run in-process through main(argv, io) on the sample workbook and small
 * CSV files in a temporary folder.
 */
import { promises as fs, readFileSync, symlinkSync, writeFileSync } from "fs";
import * as os from "os";
import * as path from "path";
import ExcelJS from "exceljs";
import { runCli } from "../helpers/cli";
import { inspectXlsx } from "../helpers/xlsx";
import type { Command } from "../../src/cli/command";
import { COMMANDS } from "../../src/cli/registry";
import { fsErrorText, writeAtomic } from "../../src/cli/files";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "../..");
const SAMPLE = path.join(ROOT, "samples/dutch-open-2026.xlsx");
let dir: string;

const cli = (...argv: string[]) => runCli(argv, dir);
const bytes = (f: string) => readFileSync(path.join(dir, f));
const STACK = /\n\s+at .+:\d+:\d+\)?/; // a line of a JavaScript stack trace

// Three players, round 1 and 2: A beats B 40-24, C has the bye; then A–C 33-31, B the bye.
const CSV = "Round,Black,Black discs,White discs,White\r\n1,A,40,24,B\r\n1,C,,,BYE\r\n2,A,33,31,C\r\n2,B,,,BYE\r\n";

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "brightwell-files-"));
  writeFileSync(path.join(dir, "r.csv"), CSV);
  await fs.copyFile(SAMPLE, path.join(dir, "event.xlsx"));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe("standings --out: the input, a non-.xlsx name and an existing file are refused", () => {
  test("standings r.csv --out r.csv: exit 1, the CSV is left as it was", async () => {
    const before = bytes("r.csv");
    const r = await cli("standings", "r.csv", "--out", "r.csv");
    expect(r.code).toBe(1);
    expect(r.err.split("\n")[0]).toBe(
      '--out must name an .xlsx file (Brightwell writes Excel workbooks only; an .xlsm input gives an .xlsm copy), got "r.csv".',
    );
    expect(r.out).toBe("");
    expect(bytes("r.csv").equals(before)).toBe(true);
  });

  test("--out x.json: exit 1, nothing written", async () => {
    const r = await cli("standings", "r.csv", "--out", "x.json");
    expect(r.code).toBe(1);
    await expect(fs.access(path.join(dir, "x.json"))).rejects.toThrow();
  });

  test("an unrelated existing workbook is refused without --force and replaced with it", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Budget").getCell("A1").value = "my budget";
    await wb.xlsx.writeFile(path.join(dir, "budget.xlsx"));
    const before = bytes("budget.xlsx");
    const r = await cli("standings", "r.csv", "--out", "budget.xlsx");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "error: --out budget.xlsx: the file exists and standings never replaces a file unasked. Choose another name, or add --force to replace it. Nothing written.\n",
    );
    expect(r.out).toBe("");
    expect(bytes("budget.xlsx").equals(before)).toBe(true);

    const forced = await cli("standings", "r.csv", "--out", "budget.xlsx", "--force", "--json");
    expect(forced.code).toBe(0);
    const back = inspectXlsx(path.join(dir, "budget.xlsx"));
    expect(back.sheetNames).toEqual(["Standings"]);
    // A 40 + 33 discs, 2 points; C 31 discs + the bye; B 24 + the bye (C = 6, woc).
    expect(back.cell("Standings", "B2")).toBe("A");
  });

  test("the documented in-place form (same .xlsx as input and --out) adds the sheet without --force", async () => {
    const r = await cli("standings", "event.xlsx", "--preset", "ftd", "--out", "event.xlsx");
    expect(r.code).toBe(0);
    expect(inspectXlsx(path.join(dir, "event.xlsx")).sheetNames).toEqual(["Results", "Players", "Standings"]);
    // No temporary file is left beside it.
    expect((await fs.readdir(dir)).sort()).toEqual(["event.xlsx", "r.csv"]);
  });

  test("the input reached through another name (a symbolic link) is still the input", async () => {
    symlinkSync(path.join(dir, "event.xlsx"), path.join(dir, "link.xlsx"));
    // pair writes into its input only in the documented in-place form (--out naming the input as given): through a
    // link, the rename would replace the link, not the workbook.
    const before = bytes("event.xlsx");
    const r = await cli("pair", "event.xlsx", "--out", "link.xlsx", "--force");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "error: --out link.xlsx is the results file pair reads under another name; pair writes into it only when --out names it as given (--out event.xlsx). Give a new file name. Nothing written.\n",
    );
    expect(bytes("event.xlsx").equals(before)).toBe(true);
  });

  test("the --players file is never written over, even with --force", async () => {
    await fs.copyFile(path.join(dir, "event.xlsx"), path.join(dir, "players.xlsx"));
    const before = bytes("players.xlsx");
    const r = await cli("standings", "event.xlsx", "--players", "players.xlsx", "--out", "players.xlsx", "--force");
    expect(r.code).toBe(2);
    expect(r.err).toContain("--out players.xlsx is the --players file standings reads");
    expect(bytes("players.xlsx").equals(before)).toBe(true);
  });

  test("pair and import use the same guard: --force replaces another file, never the input", async () => {
    writeFileSync(path.join(dir, "old.xlsx"), "not even a workbook");
    const refused = await cli("pair", "event.xlsx", "--out", "old.xlsx");
    expect(refused.code).toBe(2);
    expect(refused.err).toBe(
      "error: --out old.xlsx: the file exists and pair never replaces a file unasked. Choose another name, or add --force to replace it. Nothing written.\n",
    );
    expect((await cli("pair", "event.xlsx", "--out", "old.xlsx", "--force", "--json")).code).toBe(0);
    expect(inspectXlsx(path.join(dir, "old.xlsx")).sheetNames).toContain("Results"); // a real workbook now
    // The --players file is never written over; the input itself only in the documented in-place form.
    await fs.copyFile(path.join(dir, "event.xlsx"), path.join(dir, "p.xlsx"));
    expect((await cli("pair", "event.xlsx", "--players", "p.xlsx", "--out", "p.xlsx", "--force")).err).toContain(
      "is the --players file pair reads; pair never writes over it.",
    );
    const inPlace = await cli("pair", "event.xlsx", "--out", "event.xlsx");
    expect([inPlace.code, inPlace.err]).toEqual([
      0,
      'Wrote event.xlsx: round 8 added to sheet "Results", printable sheet "Round 8".\n',
    ]);
    expect(inspectXlsx(path.join(dir, "event.xlsx")).sheetNames).toEqual(["Results", "Players", "Round 8"]);
    const imp = await cli("import", path.join(ROOT, "test/fixtures/tournament_579.json"), "--out", "old.xlsx");
    expect(imp.err).toContain("the file exists and import never replaces a file unasked");
  });
});

describe("file-system errors name the path and the real cause; never a stack trace", () => {
  test("--out below a regular file (x.csv/o.xlsx): the file in the way is named, exit 2", async () => {
    const r = await cli("standings", "r.csv", "--out", "r.csv/o.xlsx");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `error: r.csv/o.xlsx: cannot write the file: ${path.join(dir, "r.csv")} is a file, not a folder. Choose a path inside a folder. Nothing written.\n`,
    );
    expect(r.err).not.toMatch(STACK);
    expect(r.out).toBe("");
  });

  test('a missing folder is a missing folder (not "close it in Excel")', async () => {
    const r = await cli("standings", "r.csv", "--out", "no/such/o.xlsx");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `error: no/such/o.xlsx: cannot write the file: the folder ${path.join(dir, "no")} does not exist. Create it first or choose another path. Nothing written.\n`,
    );
  });

  test("--out naming a folder", async () => {
    await fs.mkdir(path.join(dir, "d.xlsx"));
    const r = await cli("standings", "r.csv", "--out", "d.xlsx", "--force");
    expect(r.code).toBe(2);
    expect(r.err).toBe("error: --out d.xlsx is a folder. Give a file name ending in .xlsx. Nothing written.\n");
  });

  test("reading: a folder and a path through a file", async () => {
    await fs.mkdir(path.join(dir, "folder.csv"));
    expect((await cli("standings", "folder.csv")).err).toBe(
      "error: folder.csv: cannot read the file: it is a folder, not a file. Give a file name.\n",
    );
    expect((await cli("standings", "r.csv/x.csv")).err).toBe(
      `error: r.csv/x.csv: cannot read the file: ${path.join(dir, "r.csv")} is a file, not a folder. Choose a path inside a folder.\n`,
    );
  });

  test("each cause in words, with its code", () => {
    const err = (code: string) => Object.assign(new Error(`${code}: x`), { code });
    expect(fsErrorText(err("EACCES"), "o.xlsx", "write")).toBe(
      "o.xlsx: cannot write the file: permission denied (EACCES). Check the file's and its folder's permissions, or choose another folder.",
    );
    expect(fsErrorText(err("EBUSY"), "o.xlsx", "write")).toBe(
      "o.xlsx: cannot write the file: it is in use by another program (EBUSY), e.g. open in Excel. Close it there and run again.",
    );
    // Windows reports a workbook open in Excel as EPERM; elsewhere EPERM is a permission problem.
    expect(fsErrorText(err("EPERM"), "o.xlsx", "write", "o.xlsx", "win32")).toBe(
      "o.xlsx: cannot write the file: it is locked (EPERM), usually because it is open in Excel or another program. Close it there and run again.",
    );
    expect(fsErrorText(err("EPERM"), "o.xlsx", "write", "o.xlsx", "linux")).toContain(
      "operation not permitted (EPERM)",
    );
    expect(fsErrorText(err("ENOSPC"), "o.xlsx", "write")).toContain("the disk is full (ENOSPC)");
    expect(fsErrorText(err("EROFS"), "o.xlsx", "write")).toContain("the disk is read-only (EROFS)");
    expect(fsErrorText(err("EWEIRD"), "o.xlsx", "read")).toBe("o.xlsx: cannot read the file: EWEIRD: x (EWEIRD).");
    // ENOENT on a write whose folder exists (e.g. /proc/foo.xlsx) must not blame a missing folder.
    expect(fsErrorText(err("ENOENT"), "foo.xlsx", "write", __filename)).toBe(
      "foo.xlsx: cannot write the file: the system cannot create a file there (ENOENT, though its folder exists). Choose another folder.",
    );
  });

  test("a bug ends in a short message with where to report it, exit 70, no stack trace", async () => {
    const boom: Command = {
      name: "boom",
      summary: "test only",
      usage: "boom",
      options: [],
      run: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'x')");
      },
    };
    COMMANDS.push(boom);
    try {
      const r = await cli("boom");
      expect(r.code).toBe(70);
      expect(r.err.split("\n")[0]).toBe("Internal error: TypeError: Cannot read properties of undefined (reading 'x')");
      expect(r.err).toContain("This is a bug in Brightwell, not a problem with your files.");
      expect(r.err).toContain("Please report it to ");
      expect(r.err).toContain("the command (npm run cli -- boom)");
      expect(r.err).not.toMatch(STACK);
    } finally {
      COMMANDS.pop();
    }
  });
});

describe("writeAtomic: a failed write leaves the old file whole", () => {
  test("the rename fails (e.g. the file is locked): old bytes kept, temporary file removed, cause named", async () => {
    const target = path.join(dir, "keep.xlsx");
    writeFileSync(target, "old workbook bytes");
    const spy2 = jest
      .spyOn(fs, "rename")
      .mockRejectedValueOnce(Object.assign(new Error("EBUSY: resource busy or locked"), { code: "EBUSY" }));
    try {
      await expect(writeAtomic(target, new TextEncoder().encode("new bytes"), "keep.xlsx")).rejects.toThrow(
        "keep.xlsx: cannot write the file: it is in use by another program (EBUSY), e.g. open in Excel. Close it there and run again.",
      );
    } finally {
      spy2.mockRestore();
    }
    expect(readFileSync(target, "utf8")).toBe("old workbook bytes");
    expect((await fs.readdir(dir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });
});

describe("writeAtomic: a replaced file keeps its permissions", () => {
  // The temporary file is created with the process's default mode (0666 minus the umask, 0644 here); the rename
  // would give the target that mode unless writeAtomic copies the old file's mode onto the temporary file first.
  test.each([
    ["0600", 0o600],
    ["0640", 0o640],
    ["0755", 0o755],
  ])("a file of mode %s keeps it after the replace, with the new bytes", async (_shown, mode) => {
    const target = path.join(dir, "ratings.xlsx");
    writeFileSync(target, "old workbook bytes");
    await fs.chmod(target, mode);
    await writeAtomic(target, new TextEncoder().encode("new bytes"), "ratings.xlsx");
    expect(readFileSync(target, "utf8")).toBe("new bytes");
    expect((await fs.stat(target)).mode & 0o7777).toBe(mode);
  });
  test("a new file gets the default mode (nothing to keep)", async () => {
    const target = path.join(dir, "new.xlsx");
    const umask = process.umask();
    await writeAtomic(target, new TextEncoder().encode("bytes"), "new.xlsx");
    expect((await fs.stat(target)).mode & 0o7777).toBe(0o666 & ~umask);
  });
});
