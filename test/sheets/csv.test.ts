import fc from "fast-check";
import { detectDelimiter, parseCsv, readCsv, writeCsv } from "../../src/sheets/csv";
import { parseResultsSheet } from "../../src/sheets";

describe("CSV reader (RFC 4180)", () => {
  test("quotes, doubled quotes, delimiters and line breaks inside quotes, CRLF, BOM", () => {
    const text = '\uFEFFRound,Black,White\r\n1,"Kim, Minsu","He said ""hi"""\r\n2,"two\r\nlines",x\r\n';
    expect(parseCsv(text)).toEqual([
      ["Round", "Black", "White"],
      ["1", "Kim, Minsu", 'He said "hi"'],
      ["2", "two\r\nlines", "x"],
    ]);
  });

  test("semicolon files (European Excel) and tab files are detected from the first line", () => {
    expect(detectDelimiter("Round;Black;White\n1;a,b;c")).toBe(";");
    expect(detectDelimiter('"a;b;c",d\n')).toBe(",");
    expect(detectDelimiter("a\tb\tc")).toBe("\t");
    expect(parseCsv("Round;Black\n1;Kim, M.\n")).toEqual([
      ["Round", "Black"],
      ["1", "Kim, M."],
    ]);
  });

  test("LF and lone CR line ends, empty fields, missing final newline, trailing blank lines", () => {
    expect(parseCsv("a,b\n,\rc,\n\n\n")).toEqual([
      ["a", "b"],
      ["", ""],
      ["c", ""],
    ]);
    expect(parseCsv("a,b")).toEqual([["a", "b"]]);
    expect(parseCsv("")).toEqual([]);
  });

  test("an unterminated quote keeps the rest of the text and does not throw", () => {
    expect(parseCsv('a,"b\nc')).toEqual([["a", "b\nc"]]);
  });

  test("readCsv reports where a quote was opened and never closed: record, field, physical line and its text", () => {
    // Line 3 (record 2, after a quoted two-line cell) opens a quote in its third field that never closes.
    const text = 'Round,Black,White\r\n1,"Kim\r\nMinsu",Lee\r\n2,Park,"Choi, Y\r\n3,Ann,Bob\r\n';
    expect(readCsv(text).openQuote).toEqual({ row: 2, col: 2, line: 4, start: "Choi, Y" });
    expect(readCsv('Round,Black\n1,"ok"\n').openQuote).toBeUndefined();
    expect(readCsv('a,"b""c').openQuote).toEqual({ row: 0, col: 1, line: 1, start: 'b""c' });
  });

  test("writeCsv then parseCsv gives back any table of strings", () => {
    const cell = fc.string({ unit: fc.constantFrom(...'ab,;"\r\n 김'), maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(",", ";"),
        (rows, d) => {
          // A record made only of empty fields at the end is dropped (blank trailing lines): keep one non-empty.
          const table = rows.map((r) => [...r, "x"]);
          expect(parseCsv(writeCsv(table, d), { delimiter: d })).toEqual(table);
        },
      ),
    );
  });

  test("a results CSV parses like the sheet, with addresses in the file's rows and columns", () => {
    const csv = "Round;Black;Black discs;White discs;White\r\n1;Kim;40;24;Lee\r\n1;Park;3 3;31;Choi\r\n";
    const { problems, tournament } = parseResultsSheet({ sheetName: "results.csv", values: parseCsv(csv) });
    expect(problems.map((p) => [p.address, p.code])).toEqual([["results.csv!C3", "discs-not-number"]]);
    expect(tournament.games).toHaveLength(1);
  });
});
