/**
 * The folder commands' edges (src/cli/files.ts eloFilesIn, src/cli/main.ts quietOnClosedPipe): a named pipe called
 * x.ELO is skipped with a note instead of hanging the command; a sub-folder that cannot be read is one clear line and
 * the rest is read (not exit 70, "a bug"); a file listed but not readable is refused by `corpus` with the command
 * line's words for it, in the chosen language; a reader that closes the pipe (`| head -1`) ends the command quietly.
 */
import { spawn, execFileSync } from "child_process";
import { EventEmitter } from "events";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { runCli } from "../helpers/cli";
import { fixturePath } from "../helpers/fixtures";
import { exitWhenWritten, quietOnClosedPipe } from "../../src/cli/main";

jest.setTimeout(60_000);

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "brightwell-folders-"));
  fs.mkdirSync(path.join(tmp, "archive", "2010"), { recursive: true });
  fs.mkdirSync(path.join(tmp, "archive", "locked"), { recursive: true });
  fs.copyFileSync(
    fixturePath("wof_results", "2010", "20100306_MOSCOW.ELO"),
    path.join(tmp, "archive", "2010", "20100306_MOSCOW.ELO"),
  );
  fs.copyFileSync(
    fixturePath("wof_results", "2010", "20100306_MOSCOW.ELO"),
    path.join(tmp, "archive", "locked", "20100306_copy.ELO"),
  );
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

/** readdirSync failing with EACCES for one folder (the tests may run as root, whom chmod does not stop). */
function lock(folder: string): void {
  const nodeFs = jest.requireActual<typeof fs>("fs"); // the module object src/cli/files.ts calls
  const real = nodeFs.readdirSync;
  jest.spyOn(nodeFs, "readdirSync").mockImplementation(((p: fs.PathLike, o?: unknown) => {
    if (path.resolve(String(p)) === path.resolve(folder))
      throw Object.assign(new Error(`EACCES: permission denied, scandir '${String(p)}'`), { code: "EACCES" });
    return (real as (p: fs.PathLike, o?: unknown) => unknown)(p, o);
  }) as typeof fs.readdirSync);
}

describe("a sub-folder that cannot be read", () => {
  test("rate-history: one clear line, the rest rated (exit 0, not 70)", async () => {
    lock(path.join(tmp, "archive", "locked"));
    const r = await runCli(["rate-history", "archive", "--json"], tmp);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toHaveLength(20);
    expect(r.err).toContain(
      "  skipped locked/: cannot read the folder: permission denied (EACCES); the rest was read\n",
    );
    expect(r.err).not.toMatch(/Internal error|bug/);
  });

  test("corpus: listed under Not read", async () => {
    lock(path.join(tmp, "archive", "locked"));
    const r = await runCli(["corpus", "archive"], tmp);
    expect(r.code).toBe(0);
    expect(r.out).toContain("- files read: 1 of 1 (100.00%); refused: 0\n");
    expect(r.out).toContain(
      "\nNot read:\n- locked/: cannot read the folder: permission denied (EACCES); the rest was read\n",
    );
  });

  test("the folder itself: exit 2 with the reason", async () => {
    lock(path.join(tmp, "archive"));
    const r = await runCli(["rate-history", "archive"], tmp);
    expect([r.code, r.err]).toEqual([
      2,
      "error: archive: cannot read the folder: permission denied (EACCES). Give a folder that holds .ELO files.\n",
    ]);
  });
});

describe("a file listed but not readable", () => {
  /**
   * Opening one file failing with EACCES, as an unreadable file does (the tests may run as root, whom chmod does not
   * stop): through readFileSync (corpus) and openSync (rate-history reads each file into one buffer).
   */
  function unreadable(file: string): void {
    const nodeFs = jest.requireActual<typeof fs>("fs"); // the module object src/cli calls
    const denied = (p: unknown) => typeof p === "string" && path.resolve(p) === path.resolve(file);
    const refusal = (p: unknown) =>
      Object.assign(new Error(`EACCES: permission denied, open '${String(p)}'`), { code: "EACCES" });
    const realRead = nodeFs.readFileSync;
    jest.spyOn(nodeFs, "readFileSync").mockImplementation(((p: fs.PathOrFileDescriptor, o?: unknown) => {
      if (denied(p)) throw refusal(p);
      return (realRead as (p: fs.PathOrFileDescriptor, o?: unknown) => unknown)(p, o);
    }) as typeof fs.readFileSync);
    const realOpen = nodeFs.openSync;
    jest.spyOn(nodeFs, "openSync").mockImplementation(((p: fs.PathLike, ...rest: unknown[]) => {
      if (denied(p)) throw refusal(p);
      return (realOpen as (p: fs.PathLike, ...rest: unknown[]) => number)(p, ...rest);
    }) as typeof fs.openSync);
  }

  test("corpus: refused with the command line's words for it, the file named once, in the chosen language", async () => {
    unreadable(path.join(tmp, "archive", "2010", "20100306_MOSCOW.ELO"));
    const en = await runCli(["corpus", "archive", "--locale", "en"], tmp);
    expect(en.code).toBe(0);
    expect(en.out).toContain("- files read: 1 of 2 (50.00%); refused: 1\n");
    expect(en.out).toContain(
      "\nRefused files:\n- 2010/20100306_MOSCOW.ELO: cannot read the file: permission denied (EACCES). Check the file's and its folder's permissions.\n",
    );
    const ko = await runCli(["corpus", "archive", "--locale", "ko"], tmp);
    expect(ko.out).toContain("\n거부한 파일:\n- 2010/20100306_MOSCOW.ELO: 파일을 읽을 수 없습니다");
    expect(ko.out).not.toContain("2010/20100306_MOSCOW.ELO: 2010/20100306_MOSCOW.ELO");
    const ja = await runCli(["corpus", "archive", "--locale", "ja"], tmp);
    expect(ja.out).toContain("\n拒否したファイル:\n- 2010/20100306_MOSCOW.ELO: ファイルを読めません");
  });

  test("rate-history: skipped with the command line's words for it, the file named once, in the chosen language", async () => {
    unreadable(path.join(tmp, "archive", "2010", "20100306_MOSCOW.ELO"));
    const en = await runCli(["rate-history", "archive", "--locale", "en"], tmp);
    expect(en.code).toBe(0);
    expect(en.err).toContain(
      "  skipped 2010/20100306_MOSCOW.ELO: cannot read the file: permission denied (EACCES). Check the file's and its folder's permissions.\n",
    );
    const ko = await runCli(["rate-history", "archive", "--locale", "ko"], tmp);
    expect(ko.err).toContain("  건너뜀 2010/20100306_MOSCOW.ELO: 파일을 읽을 수 없습니다");
    expect(ko.err).not.toContain("2010/20100306_MOSCOW.ELO: 2010/20100306_MOSCOW.ELO");
  });
});

(process.platform === "win32" ? describe.skip : describe)("a named pipe called x.ELO", () => {
  beforeAll(() => execFileSync("mkfifo", [path.join(tmp, "archive", "2010", "x.ELO")]));
  afterAll(() => fs.rmSync(path.join(tmp, "archive", "2010", "x.ELO")));

  test("rate-history skips it with a note instead of waiting on it forever", async () => {
    const r = await runCli(["rate-history", "archive", "--json"], tmp);
    expect(r.code).toBe(0);
    expect(r.err).toContain("  skipped 2010/x.ELO: not a regular file (a named pipe): not read\n");
  });

  test("corpus too", async () => {
    const r = await runCli(["corpus", "archive"], tmp);
    expect(r.code).toBe(0);
    expect(r.out).toContain("- 2010/x.ELO: not a regular file (a named pipe): not read\n");
  });
});

describe("a reader that closes the pipe (| head -1)", () => {
  test("EPIPE ends the command quietly (exit 0); any other stream error is not swallowed", () => {
    const stream = new EventEmitter() as unknown as NodeJS.WriteStream;
    const exits: number[] = [];
    quietOnClosedPipe(stream, (code) => exits.push(code));
    stream.emit("error", Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
    expect(exits).toEqual([0]);
    expect(() => stream.emit("error", Object.assign(new Error("write EIO"), { code: "EIO" }))).toThrow("write EIO");
  });

  test("rate-history | head -1, as a process: no stack trace, exit 0", async () => {
    const tsx = path.resolve(__dirname, "../../node_modules/.bin/tsx");
    const main = path.resolve(__dirname, "../../src/cli/main.ts");
    const child = spawn(tsx, [main, "rate-history", fixturePath("wof_results", "2010")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    // Read the first chunk, then close the pipe as head does.
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(err).not.toMatch(/EPIPE|Error|at /);
    expect(code).toBe(0);
  });
});

describe("the end of a run (main.ts exitWhenWritten)", () => {
  test("the process is ended with the command's code only once stdout and stderr have both handed over what was written", () => {
    const callbacks: (() => void)[] = [];
    const stream = () =>
      ({
        write: (_chunk: string, done: () => void) => {
          callbacks.push(done);
          return true;
        },
      }) as unknown as NodeJS.WritableStream;
    const exits: number[] = [];
    exitWhenWritten(2, [stream(), stream()], (code) => exits.push(code));
    expect(callbacks).toHaveLength(2);
    callbacks[1]();
    expect(exits).toEqual([]);
    callbacks[0]();
    expect(exits).toEqual([2]);
  });
});
