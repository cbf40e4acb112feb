/**
 * Which Excel JavaScript API members the add-in uses, and whether each runs only where Excel has it.
 *
 * @types/office-js tags every member of the Excel namespace with the requirement set that brought it
 * ("[Api set: ExcelApi 1.9]"). The TypeScript compiler resolves each property access (and each property of an
 * object literal given to an Excel type) in src/excel/ and taskpane/ to its declaration, so a member is known by what
 * it is, not by its name. A member above the manifest's declared ExcelApi minimum (manifest.xml <Requirements>) must
 * run only behind a check of that version, `excelApiSupported("1.x")` (src/excel/host.ts), seen as:
 *
 *   - lexically: `if (check) …`, `check ? … : …`, `check && …`, an earlier `if (!check) return …;` (or
 *     `if (a || !check) return …;`) in the same block, and the pane's precheck: a call whose last argument is
 *     `() => (check ? undefined : message)` (runAction's) guards its other arguments;
 *   - through names: a const, a parameter or an interface property every value of which, in the add-in, is a check
 *     (`const canReadMerges = excelApiSupported("1.13")`, `canResizeTables: excelApiSupported("1.13")`, a function
 *     called with `canReadMerges`), also `a ?? check`, `a || check` (both checks) and `check ? value : undefined`;
 *   - across calls: a function runs at the lowest guard over every place that names it (a call, a callback, an event
 *     listener); module code, and functions nothing names (the panels' hooks, called through the Panel interface),
 *     run unguarded, at the manifest's minimum.
 *
 * `auditExcelApi()` returns every use with its set and the guard in force, the members with their sets, the checks
 * and the violations; test/excel/api-sets.test.ts fails on a violation, and scripts/excel-versions.ts turns the
 * result into the README's table of what works in which Excel.
 */
import { readFileSync } from "fs";
import * as path from "path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
/** The add-in's Office.js code: the members listed, the checks, the calls between them (the hosts do not import
 * each other, and src/sheets, src/engine, src/formats never call into src/excel: docs/architecture.md). */
export const AUDITED = ["src/excel/", "taskpane/"];
const OFFICE_DTS = "@types/office-js/index.d.ts";

/** An ExcelApi version as its minor number (ExcelApi 1.9 → 9); Infinity: in no numbered ExcelApi set. */
export type ApiVersion = number;
export const apiSet = (v: ApiVersion): string => (Number.isFinite(v) ? `ExcelApi 1.${v}` : "no numbered ExcelApi set");

export interface ApiUse {
  /** Relative to the repository, with "/". */
  file: string;
  line: number;
  /** "Excel.Range.values" */
  member: string;
  /** The set the use needs (the setter's for a write, when the tag tells them apart). */
  version: ApiVersion;
  /** The tag as @types/office-js writes it ("ExcelApi 1.1 for get, 1.8 for set"), or "untagged". */
  tag: string;
  write: boolean;
  /** The guard in force: the highest version checked around it or by every way to it (the floor at least). */
  guard: ApiVersion;
  /** The function (or module) it is in: "writeOwnedSheet", "src/excel/read.ts". */
  container: string;
}

export interface ExcelApiAudit {
  /** The manifest's declared ExcelApi minimum (1 when it declares none). */
  floor: ApiVersion;
  uses: ApiUse[];
  /** Every member used, once: the highest set any use of it needs, and how many uses. */
  members: { member: string; version: ApiVersion; tag: string; uses: number }[];
  /** Uses above the guard in force. */
  violations: ApiUse[];
  /** Every excelApiSupported("1.x") call: where, which version. */
  checks: { file: string; line: number; version: ApiVersion; container: string }[];
}

/** The manifest's ExcelApi minimum: <Set Name="ExcelApi" MinVersion="1.x"/> (or the Sets' DefaultMinVersion); 1 if none. */
export function manifestFloor(manifestXml: string): ApiVersion {
  const sets = /<Requirements>[\s\S]*?<Sets([^>]*)>([\s\S]*?)<\/Sets>/.exec(manifestXml);
  const set = sets && /<Set\s+Name="ExcelApi"(?:\s+MinVersion="1\.(\d+)")?\s*\/>/.exec(sets[2]);
  if (!sets || !set) return 1;
  if (set[1] !== undefined) return Number(set[1]);
  const byDefault = /DefaultMinVersion="1\.(\d+)"/.exec(sets[1]);
  return byDefault ? Number(byDefault[1]) : 1;
}

/** The version a tag asks of a use: "ExcelApi 1.1 for get, 1.8 for set" → 8 for a write, 1 for a read. */
export function versionOfTag(tag: string, write: boolean): ApiVersion {
  const m = /^ExcelApi 1\.(\d+)(.*)$/.exec(tag);
  if (!m) return Infinity;
  const setter = /(?:^|[,;]\s*)1\.(\d+) for (?:set|setting)\b/.exec(m[2]);
  return write && setter ? Number(setter[1]) : Number(m[1]);
}

// ---------------------------------------------------------------------------------------------------------------
// Declarations of @types/office-js
// ---------------------------------------------------------------------------------------------------------------

/** The "[Api set: …]" of a declaration's JSDoc; undefined when it has none. */
function tagOf(decl: ts.Declaration): string | undefined {
  const sf = decl.getSourceFile();
  for (const r of (ts.getLeadingCommentRanges(sf.text, decl.getFullStart()) ?? []).reverse()) {
    const m = /\[Api set: ([^\]]+)\]/.exec(sf.text.slice(r.pos, r.end));
    if (m) return m[1].trim();
  }
  return undefined;
}

/** "Excel.Range.values" for a member declared in the Excel namespace of @types/office-js; undefined otherwise. */
function excelMemberName(decl: ts.Declaration): string | undefined {
  if (!decl.getSourceFile().fileName.endsWith(OFFICE_DTS)) return undefined;
  const name = ts.getNameOfDeclaration(decl);
  const parts = name ? [name.getText()] : [];
  let inExcel = false;
  for (let n: ts.Node | undefined = decl.parent; n; n = n.parent) {
    if ((ts.isInterfaceDeclaration(n) || ts.isClassDeclaration(n) || ts.isEnumDeclaration(n)) && n.name)
      parts.unshift(n.name.text);
    if (ts.isModuleDeclaration(n)) {
      parts.unshift(n.name.getText());
      inExcel ||= n.name.getText() === "Excel" && ts.isSourceFile(n.parent);
    }
  }
  return inExcel ? parts.join(".") : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Syntax helpers
// ---------------------------------------------------------------------------------------------------------------

function skipParens(e: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  return e;
}

/** `undefined`, `null`, `false`, `0` or `""`. */
function isFalsyLiteral(e: ts.Expression): boolean {
  e = skipParens(e);
  return (
    (ts.isIdentifier(e) && e.text === "undefined") ||
    e.kind === ts.SyntaxKind.NullKeyword ||
    e.kind === ts.SyntaxKind.FalseKeyword ||
    (ts.isNumericLiteral(e) && e.text === "0") ||
    (ts.isStringLiteral(e) && e.text === "")
  );
}

const isFunctionLike = (n: ts.Node): n is ts.FunctionLikeDeclaration =>
  ts.isFunctionDeclaration(n) ||
  ts.isMethodDeclaration(n) ||
  ts.isConstructorDeclaration(n) ||
  ts.isGetAccessorDeclaration(n) ||
  ts.isSetAccessorDeclaration(n) ||
  ts.isArrowFunction(n) ||
  ts.isFunctionExpression(n);

/** A function known by name: a declaration, a method, or a function given to a const or a property. */
function isNamedFunction(n: ts.Node): boolean {
  if (!isFunctionLike(n)) return false;
  if (ts.isArrowFunction(n) || ts.isFunctionExpression(n))
    return ts.isVariableDeclaration(n.parent) || ts.isPropertyAssignment(n.parent);
  return true;
}

/** The function a declaration names (itself, or the function a const or property holds). */
function functionOf(d: ts.Declaration): ts.FunctionLikeDeclaration | undefined {
  if (isFunctionLike(d)) return d;
  if ((ts.isVariableDeclaration(d) || ts.isPropertyAssignment(d)) && d.initializer && isFunctionLike(d.initializer))
    return d.initializer;
  return undefined;
}

/** The named function (or the module) a node is in. */
function containerOf(node: ts.Node): ts.Node {
  for (let n = node.parent; n; n = n.parent) if (isNamedFunction(n) || ts.isSourceFile(n)) return n;
  return node.getSourceFile();
}

const ends = (s: ts.Statement): boolean =>
  ts.isReturnStatement(s) ||
  ts.isThrowStatement(s) ||
  (ts.isBlock(s) && s.statements.length > 0 && ends(s.statements[s.statements.length - 1]));

const isWrite = (n: ts.Node) =>
  ts.isBinaryExpression(n.parent) &&
  n.parent.left === n &&
  n.parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
  n.parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;

const max = (a: ApiVersion | undefined, b: ApiVersion | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);
/** The lowest of versions that must all be checks (undefined if one is not). */
const minAll = (vs: (ApiVersion | undefined)[]) =>
  vs.length === 0 || vs.some((v) => v === undefined) ? undefined : Math.min(...(vs as number[]));

// ---------------------------------------------------------------------------------------------------------------
// The audit, in steps
// ---------------------------------------------------------------------------------------------------------------

interface Project {
  root: string;
  checker: ts.TypeChecker;
  /** The audited source files. */
  files: ts.SourceFile[];
  rel: (sf: ts.SourceFile) => string;
}

/** The audited files and what they import, with the add-in's own types only (no Node, no jest: none is used there). */
function loadProject(root: string): Project {
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const relPath = (f: string) => path.relative(root, f).split(path.sep).join("/");
  const inAudited = (f: string) => AUDITED.some((dir) => relPath(f).startsWith(dir));
  const program = ts.createProgram({
    rootNames: config.fileNames.filter(inAudited),
    options: { ...config.options, noEmit: true, types: ["office-js", "custom-functions-runtime"] },
  });
  return {
    root,
    checker: program.getTypeChecker(),
    files: program.getSourceFiles().filter((sf) => !sf.isDeclarationFile && inAudited(sf.fileName)),
    rel: (sf) => relPath(sf.fileName),
  };
}

/** Every object-literal property by the interface member it fills, and every call by the function it calls. */
function indexValues(p: Project) {
  const assignments = new Map<ts.Symbol, ts.Expression[]>();
  const calls = new Map<ts.Node, ts.CallExpression[]>();
  const resolve = resolver(p.checker);
  for (const sf of p.files)
    sf.forEachChild(function visit(n: ts.Node): void {
      if (
        (ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) &&
        ts.isObjectLiteralExpression(n.parent)
      ) {
        const value = ts.isPropertyAssignment(n) ? n.initializer : n.name;
        for (const target of propertiesOf(p.checker.getContextualType(n.parent), n.name.getText()))
          assignments.set(target, [...(assignments.get(target) ?? []), value]);
      }
      if (ts.isCallExpression(n))
        for (const d of resolve(p.checker.getSymbolAtLocation(n.expression))?.declarations ?? []) {
          const fn = functionOf(d);
          if (fn) calls.set(fn, [...(calls.get(fn) ?? []), n]);
        }
      n.forEachChild(visit);
    });
  return { assignments, calls };
}

/** The declared property `name` of a (contextual) type, of each member of a union ("PairRequest | { error }"). */
function propertiesOf(type: ts.Type | undefined, name: string): ts.Symbol[] {
  if (!type) return [];
  const types = type.isUnion() ? type.types : [type];
  return types.flatMap((t) => t.getProperty(name) ?? []);
}

const resolver = (checker: ts.TypeChecker) => (s: ts.Symbol | undefined) =>
  s && s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;

/** What an expression tells about the running Excel: `checked(e)`, the version known when e is true. */
function checks(p: Project) {
  const { checker } = p;
  const resolve = resolver(checker);
  const values = indexValues(p);
  const isCheckFunction = (s: ts.Symbol | undefined) =>
    !!s?.declarations?.some(
      (d) =>
        ts.isFunctionDeclaration(d) &&
        d.name?.text === "excelApiSupported" &&
        p.rel(d.getSourceFile()) === "src/excel/host.ts",
    );
  const isCheckCall = (e: ts.Node): e is ts.CallExpression =>
    ts.isCallExpression(e) && isCheckFunction(resolve(checker.getSymbolAtLocation(e.expression)));
  const byName = new Map<ts.Symbol, ApiVersion | undefined>();

  function checked(e: ts.Expression): ApiVersion | undefined {
    e = skipParens(e);
    if (isCheckCall(e)) {
      const arg = e.arguments[0];
      const type = arg && checker.getTypeAtLocation(arg);
      const text = arg && ts.isStringLiteralLike(arg) ? arg.text : type?.isStringLiteral() ? type.value : undefined;
      const m = text !== undefined ? /^1\.(\d+)$/.exec(text) : null;
      return m ? Number(m[1]) : undefined;
    }
    if (ts.isBinaryExpression(e)) {
      const op = e.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) return max(checked(e.left), checked(e.right));
      if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
        return minAll([checked(e.left), checked(e.right)]);
    }
    // `check ? value : undefined`: true only where the check held.
    if (ts.isConditionalExpression(e) && isFalsyLiteral(e.whenFalse)) return checked(e.condition);
    if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) {
      // `{ growTable }`: the value is the variable, not the property the name also declares.
      const s = resolve(
        ts.isShorthandPropertyAssignment(e.parent) && e.parent.name === e
          ? checker.getShorthandAssignmentValueSymbol(e.parent)
          : checker.getSymbolAtLocation(ts.isIdentifier(e) ? e : e.name),
      );
      if (!s) return undefined;
      if (!byName.has(s)) {
        byName.set(s, undefined); // no cycles
        byName.set(s, ofName(s));
      }
      return byName.get(s);
    }
    return undefined;
  }

  /** A const, a parameter or an interface property every value of which (in the add-in) is a check. */
  function ofName(s: ts.Symbol): ApiVersion | undefined {
    const decls = s.declarations ?? [];
    const consts = decls.filter(ts.isVariableDeclaration);
    if (consts.length > 0)
      return consts.every((d) => d.initializer && ts.getCombinedNodeFlags(d) & ts.NodeFlags.Const)
        ? minAll(consts.map((d) => checked(d.initializer!)))
        : undefined;
    const param = decls.find(ts.isParameter);
    if (param) {
      const i = param.parent.parameters.indexOf(param);
      return minAll(
        (values.calls.get(param.parent) ?? []).map((c) => (c.arguments[i] ? checked(c.arguments[i]) : undefined)),
      );
    }
    if (!decls.some((d) => ts.isPropertySignature(d) || ts.isPropertyDeclaration(d))) return undefined;
    return minAll((values.assignments.get(s) ?? []).map(checked));
  }

  /** The version known when `e` is false: `!check`, `a || !check` (an early return's condition). */
  function negated(e: ts.Expression): ApiVersion | undefined {
    e = skipParens(e);
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return checked(e.operand);
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      return max(negated(e.left), negated(e.right));
    return undefined;
  }

  /** The highest version checked around `node`, up to the named function (or module) it is in. */
  function lexicalGuard(node: ts.Node): ApiVersion {
    let g = 0;
    const raise = (v: ApiVersion | undefined) => (g = Math.max(g, v ?? 0));
    for (let child: ts.Node = node, n = node.parent; n; child = n, n = n.parent) {
      if (ts.isIfStatement(n)) {
        if (child === n.thenStatement) raise(checked(n.expression));
        if (child === n.elseStatement) raise(negated(n.expression));
      } else if (ts.isConditionalExpression(n)) {
        if (child === n.whenTrue) raise(checked(n.condition));
        if (child === n.whenFalse) raise(negated(n.condition));
      } else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
        if (child === n.right) raise(checked(n.left));
      } else if (ts.isBlock(n) || ts.isSourceFile(n)) {
        const statements: readonly ts.Statement[] = n.statements;
        for (const s of statements.slice(0, statements.indexOf(child as ts.Statement)))
          if (ts.isIfStatement(s) && !s.elseStatement && ends(s.thenStatement)) raise(negated(s.expression));
      } else if (ts.isCallExpression(n) && n.arguments.includes(child as ts.Expression)) {
        // The pane's precheck: a last argument `() => (check ? undefined : message)` guards the other arguments.
        const last = n.arguments[n.arguments.length - 1];
        if (last !== child && ts.isArrowFunction(last) && !ts.isBlock(last.body)) {
          const body = skipParens(last.body);
          if (ts.isConditionalExpression(body) && isFalsyLiteral(body.whenTrue)) raise(checked(body.condition));
        }
      }
      if (isNamedFunction(n)) break;
    }
    return g;
  }

  return { checked, lexicalGuard, isCheckCall };
}

/** The uses of Excel members, the places naming a function of the add-in, and the checks. */
function collect(p: Project, c: ReturnType<typeof checks>) {
  const resolve = resolver(p.checker);
  const uses: (Omit<ApiUse, "guard" | "container"> & { node: ts.Node })[] = [];
  const edges: { from: ts.Node; to: ts.Node; guard: ApiVersion }[] = [];
  const found: ExcelApiAudit["checks"] = [];
  const lineOf = (n: ts.Node) => n.getSourceFile().getLineAndCharacterOfPosition(n.getStart()).line + 1;
  for (const sf of p.files) {
    const record = (at: ts.Node, decl: ts.Declaration, write: boolean) => {
      const member = excelMemberName(decl);
      if (!member) return;
      const tag = tagOf(decl) ?? "untagged";
      uses.push({
        file: p.rel(sf),
        line: lineOf(at),
        member,
        version: tag === "untagged" ? 1 : versionOfTag(tag, write),
        tag,
        write,
        node: at,
      });
    };
    sf.forEachChild(function visit(n: ts.Node): void {
      if (ts.isPropertyAccessExpression(n))
        for (const d of p.checker.getSymbolAtLocation(n.name)?.declarations ?? []) record(n.name, d, isWrite(n));
      if ((ts.isPropertyAssignment(n) || ts.isShorthandPropertyAssignment(n)) && ts.isObjectLiteralExpression(n.parent))
        for (const target of propertiesOf(p.checker.getContextualType(n.parent), n.name.getText()))
          for (const d of target.declarations ?? []) record(n.name, d, true);
      if (c.isCheckCall(n)) {
        const version = c.checked(n);
        if (version !== undefined)
          found.push({ file: p.rel(sf), line: lineOf(n), version, container: nameOf(containerOf(n), p) });
      }
      if (ts.isIdentifier(n))
        for (const d of resolve(p.checker.getSymbolAtLocation(n))?.declarations ?? []) {
          const fn = functionOf(d);
          if (fn && ts.getNameOfDeclaration(d) !== n && p.files.includes(fn.getSourceFile()))
            edges.push({ from: containerOf(n), to: fn, guard: c.lexicalGuard(n) });
        }
      n.forEachChild(visit);
    });
  }
  return { uses, edges, checks: found };
}

function nameOf(n: ts.Node, p: Project): string {
  if (ts.isSourceFile(n)) return p.rel(n);
  const named = ts.isArrowFunction(n) || ts.isFunctionExpression(n) ? n.parent : n;
  return ts.getNameOfDeclaration(named as ts.Declaration)?.getText() ?? "(anonymous)";
}

/**
 * The guard each function runs under: the lowest over the places that name it. Modules run at the floor; so do
 * functions nothing names (called through an interface), and what they name.
 */
function settleGuards(p: Project, edges: { from: ts.Node; to: ts.Node; guard: ApiVersion }[], floor: ApiVersion) {
  const entry = new Map<ts.Node, ApiVersion>(p.files.map((sf) => [sf, floor]));
  const settle = () => {
    for (let changed = true; changed;) {
      changed = false;
      for (const e of edges) {
        const from = entry.get(e.from);
        const cand = from === undefined ? undefined : Math.max(e.guard, from);
        if (cand !== undefined && cand < (entry.get(e.to) ?? Infinity)) {
          entry.set(e.to, cand);
          changed = true;
        }
      }
    }
  };
  settle();
  // What nothing reached names (exported hooks called through an interface): roots at the floor, then what they
  // name inherits their guard; a cycle nothing reaches, the floor.
  const targets = new Set(edges.map((e) => e.to));
  for (const e of edges) if (!entry.has(e.from) && !targets.has(e.from)) entry.set(e.from, floor);
  settle();
  for (const e of edges) if (!entry.has(e.from)) entry.set(e.from, floor);
  settle();
  return (container: ts.Node) => entry.get(container) ?? floor;
}

export function auditExcelApi(root = ROOT): ExcelApiAudit {
  const floor = manifestFloor(readFileSync(path.join(root, "manifest.xml"), "utf8"));
  const project = loadProject(root);
  const c = checks(project);
  const found = collect(project, c);
  const entryGuard = settleGuards(project, found.edges, floor);
  const uses: ApiUse[] = found.uses.map(({ node, ...u }) => ({
    ...u,
    guard: Math.max(floor, c.lexicalGuard(node), entryGuard(containerOf(node))),
    container: nameOf(containerOf(node), project),
  }));
  const members = new Map<string, ExcelApiAudit["members"][number]>();
  for (const u of uses) {
    const m = members.get(u.member) ?? { member: u.member, version: u.version, tag: u.tag, uses: 0 };
    m.version = Math.max(m.version, u.version);
    m.uses++;
    members.set(u.member, m);
  }
  return {
    floor,
    uses,
    members: [...members.values()].sort((a, b) => a.version - b.version || a.member.localeCompare(b.member)),
    violations: uses.filter((u) => u.version > u.guard),
    checks: found.checks,
  };
}
