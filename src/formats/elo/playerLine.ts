/**
 * One "%_%" line of the player list: "ID, NAME, Firstname, COUNTRY, score, last-column[, rating]", read
 * forgivingly (columns missing, written without commas, decimal commas, "5+2" scores), every departure
 * from the standard form a note.
 */
import { readNumber, readScore, UNKNOWN_ID } from "./lines";
import type { EloPlayerLine, Notes } from "./types";
import type { Locale } from "../../i18n/locale";
import { fileNoteText } from "../../i18n/fileNotes";

/** The note on a number that is none: score, last column, rating. */
const NAN_KEYS = ["nanScore", "nanLast", "nanRating"] as const;

/** How many numbers each player line holds (to tell a line with a column missing). */
export const numbersRead = new WeakMap<EloPlayerLine, number>();

/** The text columns of a player line and the numbers after them, as written. */
interface PlayerColumns {
  surname: string;
  firstname: string;
  country: string;
  /** The numbers in order: score, last column, rating, then anything extra. */
  nums: string[];
  /** The line is in the standard layout (surname, firstname, country, score, last column…). */
  standard: boolean;
}

// Regular expressions as constants: a literal in a function is a new object every time it runs (once per line here).
const ID_AND_REST = /^\+?([^\s,]+)\s*(?:,|\s)\s*(.*)$/;
const DIGIT_OR_UNKNOWN = /\d|^\?+$/;
const DIGIT = /\d/;
const WHOLE_WITH_DECIMALS = /^\d+\.0+$/;
const DECIMAL_COMMA = /(\d),5(?=[+\s])/g;

/** Read a player line into `players` (a separator or remark line adds nothing). */
export function readPlayerLine(line: string, lineNo: number, players: EloPlayerLine[], note: Notes): void {
  const rest = readDecimalCommas(line.slice(3).trim(), lineNo, note);
  const m = ID_AND_REST.exec(rest);
  // Separators and remarks: "%_%______", "%_% Generated from …", "%_% See: https://…".
  if (!m || !rest.includes(",")) return;
  const fields = m[2].split(",").map((f) => f.trim());
  // WOF ids are numbers; an id without a digit (a file written from a sheet without WOF ids) is a
  // player only on a line in the standard layout, so remarks such as "%_% Note, …" stay remarks.
  const standardLayout = fields.length >= 5 && readScore(fields[3]) !== null;
  if (!DIGIT_OR_UNKNOWN.test(m[1]) && !standardLayout) return;
  const id = m[1];
  const columns = readColumns(fields);
  const { nums } = columns;
  // Every player line built with all its fields at once, numbers or undefined: one shape for them all (fields added
  // after the literal, or numbers read into an array of changing kinds, sent the optimised reader back again).
  const p: EloPlayerLine = {
    id,
    surname: columns.surname,
    firstname: columns.firstname,
    country: columns.country,
    line: lineNo,
    score: playerNumber(nums, 0, id, lineNo, note),
    discs: playerNumber(nums, 1, id, lineNo, note),
    rating: playerNumber(nums, 2, id, lineNo, note),
  };
  notePlayerLine(p, columns, rest.startsWith("+"), note);
  numbersRead.set(p, columns.nums.length);
  players.push(p);
}

/** A decimal comma inside a number ("3,5+1", "SGP 5,5 557") is not a column separator. */
function readDecimalCommas(rest: string, lineNo: number, note: Notes): string {
  if (!rest.includes(",5")) return rest;
  return rest.replace(DECIMAL_COMMA, (_, d: string) => {
    note.add(lineNo, "decimal-comma", "decimalComma", { d });
    return `${d}.5`;
  });
}

/** The columns after the id: the standard layout, or names, country and numbers as they come. */
function readColumns(fields: string[]): PlayerColumns {
  let surname = fields[0] ?? "";
  const firstname = fields.length > 1 && readNumber(fields[1]) === null ? fields[1] : "";
  if (
    fields.length >= 5 &&
    readNumber(fields[2]) === null &&
    readScore(fields[3]) !== null &&
    (readNumber(fields[4]) !== null || fields[4] === "")
  ) {
    // The standard layout: surname, firstname, country, score, last column[, rating, …].
    return { surname, firstname, country: fields[2], nums: fields.slice(3), standard: true };
  }
  // Columns missing, or written without commas ("ROK 2 273"): names first, then the country, then numbers.
  const tail = fields
    .slice(firstname !== "" ? 2 : 1)
    .join(" ")
    .split(/\s+/)
    .filter((x) => x !== "");
  let k = 0;
  const countryWords: string[] = [];
  while (k < tail.length && !DIGIT.test(tail[k])) countryWords.push(tail[k++]);
  const nums = tail.slice(k);
  if (fields.length === 1) {
    // "%_% 1234, SURNAME Firstname COUNTRY 5 300"
    const words = surname.split(/\s+/);
    let j = words.length;
    while (j > 0 && readNumber(words[j - 1]) !== null) j--;
    nums.unshift(...words.slice(j));
    surname = words.slice(0, j).join(" ");
  }
  return { surname, firstname, country: countryWords.join(" "), nums, standard: false };
}

/**
 * The score (column 0), last column (1) or rating (2) of the numbers as written: undefined when missing or not a
 * number (with a note).
 */
function playerNumber(nums: string[], column: 0 | 1 | 2, id: string, lineNo: number, note: Notes): number | undefined {
  // Read within the array: a line with fewer numbers read past its end, which the optimised reader had not met.
  const t = column < nums.length ? nums[column] : "";
  if (t === "") return undefined;
  const v = column === 0 ? readScore(t) : readNumber(t);
  if (column === 0 && v !== null && readNumber(t) === null)
    note.add(lineNo, "score-sum", "scoreSum", { text: t, value: v });
  if (v !== null) return v;
  note.add(lineNo, "not-a-number", NAN_KEYS[column], { text: t, id });
  return undefined;
}

/** The notes on a player line read: its numbers as written, its layout, its id and name. */
function notePlayerLine(p: EloPlayerLine, columns: PlayerColumns, plus: boolean, note: Notes): void {
  const { nums, surname, firstname, country } = columns;
  const { id, line: lineNo } = p;
  if (p.score !== undefined && WHOLE_WITH_DECIMALS.test(nums[0]))
    note.add(lineNo, "score-decimal", "scoreDecimal", { text: nums[0], score: p.score! });
  if (nums.length > 3)
    note.add(lineNo, "extra-columns", "extraColumns", { count: nums.length - 3, values: nums.slice(3).join(", ") });
  if (!columns.standard) {
    const [noScore, noLast] = [nums[0] === undefined, nums[1] === undefined];
    const missing = noScore && noLast ? "columnsNoBoth" : noScore ? "columnsNoScore" : noLast ? "columnsNoLast" : null;
    note.add(lineNo, "player-columns", "playerColumns", {
      name: [surname, firstname].filter((x) => x).join(" "),
      country: (l: Locale) => (country ? fileNoteText("columnsCountry", l, { country }) : ""),
      missing: (l: Locale) => (missing ? fileNoteText(missing, l) : ""),
    });
  }
  if (plus) note.add(lineNo, "new-player", "newPlayer", { id });
  if (UNKNOWN_ID.test(id)) note.add(lineNo, "unknown-id", "unknownIdListed", { id });
  if (surname === "" && firstname === "") note.add(lineNo, "player-columns", "noName", { id });
}
