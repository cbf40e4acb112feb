/**
 * Messages with counts, in every language: the one helper that fills a template's placeholders, so "1 problem" and
 * "2 problems" come from one string instead of "1 problem(s)".
 *
 * A template holds plain placeholders, `{name}`, filled with the value as given (data: names, sheets, cells), and
 * counts in ICU MessageFormat's plural form (the form translators and tools know):
 *
 *     "{count, plural, one {# problem} other {# problems}} in the input"     (English: one, other)
 *     "입력에 문제 {count, plural, other {#건}}"                                (Korean: other only)
 *
 * The form is chosen by Intl.PluralRules of the message's language (English "one" for 1, "other" for 0, 2, 1.5 …;
 * Korean and Japanese have only "other"); `=N` picks an exact number first. `#` is the count, written as the
 * language writes numbers (Intl.NumberFormat: 1,234) when it is a whole number, as given otherwise. A form may hold
 * other placeholders. A count is a plural in every language's template, even where that language has one form, so
 * every count goes through the same rules (test/i18n/plural.test.ts checks every table).
 *
 * Not supported (not used): select, selectordinal, offset, and the apostrophe quoting of full MessageFormat; an
 * apostrophe is an apostrophe and `#` outside a plural form is a `#` ("#NAME?").
 */
import type { Locale } from "./locale";

export type Params = Record<string, string | number>;

/** A piece of a parsed template: literal text, a placeholder, or a plural with its forms. */
type Part =
  | { kind: "text"; text: string }
  | { kind: "arg"; name: string }
  | { kind: "plural"; name: string; forms: Map<string, Part[]> };

const parsed = new Map<string, Part[]>();

/** The template as parts (cached: the tables are fixed). A malformed plural is an error quoting the template. */
function parse(template: string): Part[] {
  let parts = parsed.get(template);
  if (!parts) {
    parsed.set(template, (parts = parseParts(template, 0, false)[0]));
  }
  return parts;
}

const ARG = /\{(\w+)\}/y;
const PLURAL = /\{(\w+)\s*,\s*plural\s*,\s*/y;
const SELECTOR = /\s*(=\d+(?:\.\d+)?|zero|one|two|few|many|other)\s*\{/y;

/** Parts from `start` up to the end, or (inside a form) up to its closing "}"; returns the parts and where it stopped. */
function parseParts(template: string, start: number, inForm: boolean): [Part[], number] {
  const parts: Part[] = [];
  let text = "";
  let i = start;
  const flush = () => {
    if (text !== "") parts.push({ kind: "text", text });
    text = "";
  };
  while (i < template.length) {
    const c = template[i];
    if (c === "}" && inForm) break;
    if (c === "{") {
      ARG.lastIndex = i;
      const arg = ARG.exec(template);
      if (arg) {
        flush();
        parts.push({ kind: "arg", name: arg[1] });
        i = ARG.lastIndex;
        continue;
      }
      PLURAL.lastIndex = i;
      const plural = PLURAL.exec(template);
      if (plural) {
        flush();
        const [forms, end] = parseForms(template, PLURAL.lastIndex);
        parts.push({ kind: "plural", name: plural[1], forms });
        i = end;
        continue;
      }
    }
    if (c === "#" && inForm) {
      flush();
      parts.push({ kind: "arg", name: "#" });
      i++;
      continue;
    }
    text += c;
    i++;
  }
  if (inForm && i >= template.length) throw new SyntaxError(`A plural form is not closed in: ${template}`);
  flush();
  return [parts, i];
}

/** The forms of a plural from `start` (after "plural,") to its closing "}"; returns them and the index after it. */
function parseForms(template: string, start: number): [Map<string, Part[]>, number] {
  const forms = new Map<string, Part[]>();
  let i = start;
  for (;;) {
    while (template[i] === " ") i++;
    if (template[i] === "}") break;
    SELECTOR.lastIndex = i;
    const m = SELECTOR.exec(template);
    if (!m) throw new SyntaxError(`Expected a plural form (one {…}, other {…}) at ${i} in: ${template}`);
    const [parts, end] = parseParts(template, SELECTOR.lastIndex, true);
    forms.set(m[1], parts);
    i = end + 1;
  }
  if (!forms.has("other")) throw new SyntaxError(`A plural needs an "other" form: ${template}`);
  return [forms, i + 1];
}

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in `locale` ("one", "other" …), by Intl.PluralRules. */
export function pluralCategory(locale: Locale, n: number): Intl.LDMLPluralRule {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(n);
}

/** The plural categories `locale` distinguishes (English: one, other; Korean, Japanese: other). */
export function pluralCategories(locale: Locale): string[] {
  pluralCategory(locale, 0);
  return [...rules.get(locale)!.resolvedOptions().pluralCategories];
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A safe whole number with its thousands grouped by ",", as Intl.NumberFormat writes it in English, Korean and
 * Japanese ("-1,234"; test/i18n/plural.test.ts holds the two together for every language). Why not Intl.NumberFormat
 * alone: making the first formatter sets up ICU's number formatting, 20–30 ms of every command that prints a count
 * (a tenth of `rate-history --json`'s margin to its 2 s target); -0 and unsafe numbers still go to Intl.
 */
export function groupedInteger(n: number): string {
  const digits = String(n < 0 ? -n : n);
  let out = "";
  let from = 0;
  for (let cut = digits.length % 3 || 3; cut <= digits.length; cut += 3) {
    out += (from === 0 ? "" : ",") + digits.slice(from, cut);
    from = cut;
  }
  return n < 0 ? "-" + out : out;
}

/** `#`: a whole number as the language writes it, anything else as given. */
function countText(value: string | number, locale: Locale): string {
  if (typeof value !== "number" || !Number.isInteger(value)) return String(value);
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupedInteger(value);
  // One formatter a language: making one costs far more than formatting (the file readers fill thousands of notes).
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f.format(value);
}

function render(parts: Part[], params: Params, locale: Locale, count?: string | number): string {
  let out = "";
  for (const p of parts) {
    if (p.kind === "text") out += p.text;
    else if (p.kind === "arg") {
      if (p.name === "#") out += count === undefined ? "#" : countText(count, locale);
      else out += Object.prototype.hasOwnProperty.call(params, p.name) ? String(params[p.name]) : `{${p.name}}`;
    } else {
      if (!Object.prototype.hasOwnProperty.call(params, p.name)) {
        out += `{${p.name}}`;
        continue;
      }
      const value = params[p.name];
      const n = typeof value === "number" ? value : Number(value);
      const form =
        (Number.isFinite(n) ? (p.forms.get(`=${n}`) ?? p.forms.get(pluralCategory(locale, n))) : undefined) ??
        p.forms.get("other")!;
      out += render(form, params, locale, value);
    }
  }
  return out;
}

/**
 * The template with its placeholders filled from `params` in `locale` (plurals chosen by Intl.PluralRules); a
 * placeholder without a value is left as written ("{name}").
 */
export function formatMessage(template: string, params: Params = {}, locale: Locale = "en"): string {
  return render(parse(template), params, locale);
}

/** The names of a template's placeholders, plain and plural, sorted (every locale's template must use the same). */
export function messageArguments(template: string): string[] {
  const names = new Set<string>();
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (p.kind === "arg" && p.name !== "#") names.add(p.name);
      if (p.kind === "plural") {
        names.add(p.name);
        p.forms.forEach(walk);
      }
    }
  };
  walk(parse(template));
  return [...names].sort();
}

/** The plurals of a template: each count's name and the forms it gives ("one", "other", "=0" …). */
export function messagePlurals(template: string): { name: string; forms: string[] }[] {
  const out: { name: string; forms: string[] }[] = [];
  const walk = (parts: Part[]) => {
    for (const p of parts) {
      if (p.kind !== "plural") continue;
      out.push({ name: p.name, forms: [...p.forms.keys()] });
      p.forms.forEach(walk);
    }
  };
  walk(parse(template));
  return out;
}

/**
 * The template with `f` applied to its literal text only (placeholders, plural syntax and `#` kept): what the
 * pseudo-localization (./pseudo.ts) accents and stretches.
 */
export function mapMessageText(template: string, f: (text: string) => string): string {
  const write = (parts: Part[], inForm: boolean): string =>
    parts
      .map((p) => {
        if (p.kind === "text") return f(p.text);
        if (p.kind === "arg") return p.name === "#" && inForm ? "#" : `{${p.name}}`;
        const forms = [...p.forms].map(([k, v]) => `${k} {${write(v, true)}}`).join(" ");
        return `{${p.name}, plural, ${forms}}`;
      })
      .join("");
  return write(parse(template), false);
}
