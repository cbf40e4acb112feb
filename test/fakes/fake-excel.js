/*
 * An in-memory Excel workbook that implements exactly the Office.js calls Brightwell's
 * src/excel/ adapter uses, with Office's batching semantics:
 *
 *  - Every call on a proxy (getItem, getRange, setting `values`, load, tables.add …) is QUEUED
 *    and runs only at `context.sync()`, in order. Nothing is written until a sync.
 *  - Reading a property that was not loaded AND synced throws exactly like Office does
 *    ("The property 'values' is not available. Before reading …"). Reading `isNullObject` needs a
 *    sync after the proxy was created.
 *  - A failing command (ItemNotFound, InvalidArgument, a table overlapping another …) rejects the
 *    sync; commands queued after it are dropped (earlier ones stay applied, as in Office).
 *  - Every sync is counted and logged with the number of loads and writes it carried, so tests can
 *    assert "one read sync, one write sync" for any tournament size.
 *  - Range.values follows what Microsoft documents for it (Excel.Range.values, ExcelApi 1.1: "If the
 *    returned value starts with a plus ("+"), minus ("-"), or equal sign ("="), Excel interprets this
 *    value as a formula"), whatever the cell's number format: the documentation promises nothing
 *    for a text ("@") cell, so the fake does not either. A string starting with "=", "+", "-" or
 *    "@" (Excel's UI also reads "@" as the start of a formula) becomes a formula: stored as
 *    "=…", read back through `values` as 0 (formulas are not evaluated). A string starting with an
 *    apostrophe is Excel's text prefix: the rest is stored as text and read back without the
 *    apostrophe (through `values` and `formulas`). Tests use this to prove player names such as
 *    "=HYPERLINK(…)" or "+1-2" are written as text.
 *
 * Plain JavaScript (no build step) so that the same file is `require`d by jest and injected into a
 * browser page with playwright's `page.addInitScript({ path })`. It defines
 * `globalThis.createFakeExcel(init)` and, under CommonJS, `module.exports = { createFakeExcel }`.
 *
 * Printing and pairing: Worksheet.pageLayout (orientation, paperSize, centerHorizontally, zoom {horizontalFitToPages,
 * verticalFitToPages | scale}, setPrintArea, setPrintTitleRows), Range.format.font.size,
 * Range.getLastRow / getTables / getBoundingRect, Table.getRange / resize, and workbook.names
 * (add, getItem, load items/name,formula; a name follows its sheet when renamed and reads
 * "=#REF!…" once the sheet is deleted, as in Excel).
 *
 * Charts: Worksheet.charts (add, load items/name, getItem), Chart (name, title.text, setPosition, delete) and
 * Range.worksheet, the minimum the rating chart needs; `book.charts(sheet)` shows what was written.
 *
 * Merged cells: `createFakeExcel({ merged: { Results: ["A2:A3"] } })` merges those areas of a
 * sheet. As in Excel, only an area's top-left cell keeps a value (the others are emptied when the
 * merge is declared, and `values`/`formulas` read "" there even after a write), and
 * Range.getMergedAreasOrNullObject() (ExcelApi 1.13) gives a RangeAreas whose `address` lists the
 * merged areas touching the range ("Results!A2:A3,Results!A4:A5", whole areas, not clipped) or a
 * null object when there are none. A table cannot be added over or resized onto merged cells.
 * Sheets declared without merges behave exactly as before.
 *
 * Deliberate simplifications (documented so no test relies on them by accident): no formulas are
 * evaluated; `null` inside a written values array means "leave the cell unchanged" (as in Office);
 * used range = bounding box of non-empty cells (valuesOnly) or of cells with a value or number
 * format; sheet names compare case-insensitively, as in Excel.
 */
(function (root) {
  "use strict";

  var MAX_ROWS = 1048576;
  var MAX_COLS = 16384;

  function notLoaded(prop) {
    return (
      "The property '" +
      prop +
      "' is not available. Before reading the property's value, call the load method on the " +
      'containing object and call "context.sync()" on the associated request context.'
    );
  }

  /** Mimics OfficeExtension.Error: `code` is what add-ins switch on. */
  function officeError(code, message) {
    var e = new Error(message);
    e.name = "RichApi.Error";
    e.code = code;
    return e;
  }

  // ---------------------------------------------------------------------------------------------
  // A1 addresses
  // ---------------------------------------------------------------------------------------------

  function colToLetters(c) {
    // c is 0-based
    var s = "";
    c += 1;
    while (c > 0) {
      var m = (c - 1) % 26;
      s = String.fromCharCode(65 + m) + s;
      c = Math.floor((c - 1) / 26);
    }
    return s;
  }

  function lettersToCol(letters) {
    var n = 0;
    for (var i = 0; i < letters.length; i++) n = n * 26 + (letters.charCodeAt(i) - 64);
    return n - 1;
  }

  /** Splits "Sheet!A1:B2" / "'My sheet'!A1" into {sheet, ref}; sheet is undefined when absent. */
  function splitSheet(address) {
    var m = /^'((?:[^']|'')+)'!(.*)$/.exec(address);
    if (m) return { sheet: m[1].replace(/''/g, "'"), ref: m[2] };
    var bang = address.lastIndexOf("!");
    if (bang >= 0) return { sheet: address.slice(0, bang), ref: address.slice(bang + 1) };
    return { sheet: undefined, ref: address };
  }

  /** Parses one side of a reference: "B7", "B", "7" (with optional $). */
  function parsePart(p) {
    var m = /^\$?([A-Za-z]{1,3})?\$?([0-9]{1,7})?$/.exec(p);
    if (!m || (!m[1] && !m[2])) return null;
    return {
      c: m[1] ? lettersToCol(m[1].toUpperCase()) : undefined,
      r: m[2] ? parseInt(m[2], 10) - 1 : undefined,
    };
  }

  /** "A1:C5" | "A1" | "A:C" | "2:2" → {r0,c0,r1,c1} (0-based, inclusive). Throws InvalidArgument. */
  function parseRef(ref) {
    var parts = ref.split(":");
    if (parts.length > 2) throw officeError("InvalidArgument", "The address '" + ref + "' is not valid.");
    var a = parsePart(parts[0]);
    var b = parts.length === 2 ? parsePart(parts[1]) : a;
    if (!a || !b) throw officeError("InvalidArgument", "The address '" + ref + "' is not valid.");
    var wholeCols = a.r === undefined && b.r === undefined;
    var wholeRows = a.c === undefined && b.c === undefined;
    if ((a.r === undefined) !== (b.r === undefined) || (a.c === undefined) !== (b.c === undefined)) {
      throw officeError("InvalidArgument", "The address '" + ref + "' is not valid.");
    }
    var box = {
      r0: wholeCols ? 0 : Math.min(a.r, b.r),
      r1: wholeCols ? MAX_ROWS - 1 : Math.max(a.r, b.r),
      c0: wholeRows ? 0 : Math.min(a.c, b.c),
      c1: wholeRows ? MAX_COLS - 1 : Math.max(a.c, b.c),
    };
    if (box.r1 >= MAX_ROWS || box.c1 >= MAX_COLS) {
      throw officeError("InvalidArgument", "The address '" + ref + "' is outside the sheet.");
    }
    return box;
  }

  function boxToRef(box) {
    var a = colToLetters(box.c0) + (box.r0 + 1);
    var b = colToLetters(box.c1) + (box.r1 + 1);
    return a === b ? a : a + ":" + b;
  }

  /** "$A$1" / "$A$1:$E$33" (as Excel writes a name's reference). */
  function absRef(box) {
    var a = "$" + colToLetters(box.c0) + "$" + (box.r0 + 1);
    var b = "$" + colToLetters(box.c1) + "$" + (box.r1 + 1);
    return a === b ? a : a + ":" + b;
  }

  function quoteSheet(name) {
    return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}[0-9]+$/.test(name)
      ? name
      : "'" + name.replace(/'/g, "''") + "'";
  }

  function overlaps(a, b) {
    return a.r0 <= b.r1 && b.r0 <= a.r1 && a.c0 <= b.c1 && b.c0 <= a.c1;
  }

  // ---------------------------------------------------------------------------------------------
  // The workbook model (what a test inspects) and its test-side API
  // ---------------------------------------------------------------------------------------------

  function Book() {
    this.sheets = []; // {id, name, cells: Map<key, {value, numberFormat, formula}>, frozenRows, autofitCalls}
    this.tables = []; // {id, name, sheetId, box, hasHeaders, style}
    this.names = []; // workbook names: {name, sheetId, box}
    this.settings = new Map(); // key -> JSON text (Excel stores settings as JSON)
    this.selection = null; // {sheet, address}
    this.activeSheetId = null;
    this.nextId = 1;
    this.tableCounter = 0;
    this.syncLog = []; // one entry per sync: {run, loads, writes, commands, implicit}
    this.runCount = 0;
  }

  Book.prototype.findSheet = function (name) {
    var lower = String(name).toLowerCase();
    for (var i = 0; i < this.sheets.length; i++) {
      if (this.sheets[i].name.toLowerCase() === lower) return this.sheets[i];
    }
    return null;
  };

  Book.prototype.sheetById = function (id) {
    for (var i = 0; i < this.sheets.length; i++) if (this.sheets[i].id === id) return this.sheets[i];
    return null;
  };

  Book.prototype.newSheet = function (name) {
    if (
      typeof name !== "string" ||
      name.length === 0 ||
      name.length > 31 ||
      /[[\]:*?/\\]/.test(name) ||
      /^'|'$/.test(name)
    ) {
      throw officeError("InvalidArgument", "The sheet name '" + name + "' is not valid.");
    }
    if (this.findSheet(name)) {
      throw officeError("ItemAlreadyExists", "A sheet named '" + name + "' already exists.");
    }
    var sheet = {
      id: "{" + (1000 + this.nextId++) + "-FAKE-SHEET}",
      name: name,
      cells: new Map(),
      frozenRows: 0,
      autofitCalls: 0,
      fontSizes: new Map(), // key -> points (only cells whose size was set)
      merged: [], // merged areas: boxes (0-based, inclusive); [] for a sheet without merges
      visibility: "Visible", // Excel.SheetVisibility: "Visible" | "Hidden" | "VeryHidden"
      // Office's defaults for a new sheet in an en-US Excel (paper follows the machine's locale there).
      pageLayout: {
        orientation: "Portrait",
        paperSize: "Letter",
        centerHorizontally: false,
        zoom: { scale: 100 },
        printArea: null,
        printTitleRows: null,
      },
    };
    this.sheets.push(sheet);
    if (this.activeSheetId === null) this.activeSheetId = sheet.id;
    return sheet;
  };

  function key(r, c) {
    return r * MAX_COLS + c;
  }

  Book.prototype.setCellsFrom = function (sheet, r0, c0, values) {
    for (var r = 0; r < values.length; r++) {
      for (var c = 0; c < values[r].length; c++) {
        var v = values[r][c];
        if (v === null || v === undefined || v === "") continue;
        sheet.cells.set(key(r0 + r, c0 + c), { value: v, numberFormat: "General", formula: null });
      }
    }
  };

  /** Bounding box of the used cells; null for an empty sheet. */
  Book.prototype.usedBox = function (sheet, valuesOnly) {
    var box = null;
    sheet.cells.forEach(function (cell, k) {
      var used = cell.value !== "" || cell.formula !== null || (!valuesOnly && cell.numberFormat !== "General");
      if (!used) return;
      var r = Math.floor(k / MAX_COLS);
      var c = k % MAX_COLS;
      if (!box) box = { r0: r, r1: r, c0: c, c1: c };
      else {
        if (r < box.r0) box.r0 = r;
        if (r > box.r1) box.r1 = r;
        if (c < box.c0) box.c0 = c;
        if (c > box.c1) box.c1 = c;
      }
    });
    return box;
  };

  Book.prototype.readBox = function (sheet, box, prop) {
    var rows = box.r1 - box.r0 + 1;
    var cols = box.c1 - box.c0 + 1;
    if (rows * cols > 5000000) {
      throw officeError(
        "ResponsePayloadSizeLimitExceeded",
        "Reading " + rows * cols + " cells at once is over Excel's limit.",
      );
    }
    var out = new Array(rows);
    for (var r = 0; r < rows; r++) {
      var row = new Array(cols);
      for (var c = 0; c < cols; c++) {
        var cell = sheet.cells.get(key(box.r0 + r, box.c0 + c));
        if (prop !== "numberFormat" && sheet.merged.length > 0 && hiddenByMerge(sheet, box.r0 + r, box.c0 + c)) {
          row[c] = ""; // Excel: only the top-left cell of a merged area has a value
          continue;
        }
        if (prop === "values")
          row[c] = cell ? (cell.formula !== null ? (cell.shown !== undefined ? cell.shown : 0) : cell.value) : "";
        else if (prop === "formulas") row[c] = cell ? (cell.formula !== null ? cell.formula : cell.value) : "";
        else row[c] = cell ? cell.numberFormat : "General";
      }
      out[r] = row;
    }
    return out;
  };

  /** The merged area of `sheet` holding cell (r, c), or null. */
  function mergedAreaAt(sheet, r, c) {
    for (var i = 0; i < sheet.merged.length; i++) {
      var m = sheet.merged[i];
      if (r >= m.r0 && r <= m.r1 && c >= m.c0 && c <= m.c1) return m;
    }
    return null;
  }

  /** True for a cell of a merged area other than its top-left one. */
  function hiddenByMerge(sheet, r, c) {
    var m = mergedAreaAt(sheet, r, c);
    return !!m && (r !== m.r0 || c !== m.c0);
  }

  /**
   * Merges `a1` on `sheet` (test setup, as a TD's saved workbook holds it): like Excel, only the
   * top-left value is kept. Overlapping an existing merge or a table is refused.
   */
  Book.prototype.mergeCells = function (sheetName, a1) {
    var sheet = this.findSheet(sheetName);
    if (!sheet) throw new Error("fake workbook: no sheet '" + sheetName + "'");
    var box = parseRef(a1);
    if (box.r0 === box.r1 && box.c0 === box.c1)
      throw new Error("fake workbook: merging one cell (" + a1 + ") merges nothing");
    sheet.merged.forEach(function (m) {
      if (overlaps(m, box)) throw new Error("fake workbook: " + a1 + " overlaps the merged area " + boxToRef(m));
    });
    this.tables.forEach(function (t) {
      if (t.sheetId === sheet.id && overlaps(t.box, box))
        throw new Error("fake workbook: " + a1 + " overlaps table '" + t.name + "'");
    });
    for (var r = box.r0; r <= box.r1; r++) {
      for (var c = box.c0; c <= box.c1; c++) if (r !== box.r0 || c !== box.c0) sheet.cells.delete(key(r, c));
    }
    sheet.merged.push(box);
    return this;
  };

  /** The merged areas of a sheet, as "A2:A3" (test-side). */
  Book.prototype.mergedAreas = function (sheetName) {
    var sheet = this.findSheet(sheetName);
    if (!sheet) throw new Error("fake workbook: no sheet '" + sheetName + "'");
    return sheet.merged.map(boxToRef);
  };

  /** Throws Excel's error when `box` of `sheet` holds merged cells (no table over merged cells). */
  function refuseMerged(sheet, box) {
    sheet.merged.forEach(function (m) {
      if (overlaps(m, box))
        throw officeError(
          "InvalidOperation",
          "A table can't overlap a range that contains merged cells. (" + boxToRef(m) + ")",
        );
    });
  }

  // ---- test-side helpers (not part of Office.js) ----

  /** The sheet names in tab order. */
  Book.prototype.sheetNames = function () {
    return this.sheets.map(function (s) {
      return s.name;
    });
  };

  /** Values of a sheet from A1 to the end of its used range (formulas shown as their text). */
  Book.prototype.values = function (name, prop) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    var box = this.usedBox(sheet, false);
    if (!box) return [];
    return this.readBox(sheet, { r0: 0, c0: 0, r1: box.r1, c1: box.c1 }, prop || "formulas");
  };

  Book.prototype.numberFormats = function (name) {
    return this.values(name, "numberFormat");
  };

  /** One cell: {value, numberFormat, formula} (formula null when the cell holds a constant). */
  Book.prototype.cell = function (name, a1) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    var box = parseRef(a1);
    var cell = sheet.cells.get(key(box.r0, box.c0));
    return cell
      ? { value: cell.value, numberFormat: cell.numberFormat, formula: cell.formula }
      : { value: "", numberFormat: "General", formula: null };
  };

  Book.prototype.tablesOn = function (name) {
    var sheet = this.findSheet(name);
    if (!sheet) return [];
    var self = this;
    return this.tables
      .filter(function (t) {
        return t.sheetId === sheet.id;
      })
      .map(function (t) {
        return {
          name: t.name,
          address: quoteSheet(self.sheetById(t.sheetId).name) + "!" + boxToRef(t.box),
          hasHeaders: t.hasHeaders,
          style: t.style,
        };
      });
  };

  Book.prototype.frozenRows = function (name) {
    return this.findSheet(name).frozenRows;
  };

  /** The sheet's page layout: {orientation, paperSize, centerHorizontally, zoom, printArea ("A1:E33" or null), printTitleRows}. */
  Book.prototype.pageLayout = function (name) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    return JSON.parse(JSON.stringify(sheet.pageLayout));
  };

  /** Font size of one cell in points (11 = Excel's default when never set). */
  Book.prototype.fontSize = function (name, a1) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    var box = parseRef(a1);
    var size = sheet.fontSizes.get(key(box.r0, box.c0));
    return size === undefined ? 11 : size;
  };

  /** Workbook names as Excel shows them: [{name, formula}] ("='Round 5'!$A$1", "=#REF!$A$1"). */
  Book.prototype.namesList = function () {
    var self = this;
    return this.names.map(function (n) {
      return { name: n.name, formula: self.nameFormula(n) };
    });
  };

  Book.prototype.nameFormula = function (n) {
    var sheet = this.sheetById(n.sheetId);
    var ref = absRef(n.box);
    return sheet ? "=" + quoteSheet(sheet.name) + "!" + ref : "=#REF!" + ref;
  };

  /** Adds a workbook name pointing at `a1` of `sheet` (test setup; not counted as a sync). */
  Book.prototype.addName = function (name, sheetName, a1) {
    var sheet = this.findSheet(sheetName);
    if (!sheet) throw new Error("fake workbook: no sheet '" + sheetName + "'");
    this.names.push({ name: name, sheetId: sheet.id, box: parseRef(a1) });
    return this;
  };

  /**
   * Adds a table `name` over `a1` of `sheet`, header in its first row (test setup, e.g. a workbook
   * saved by the command line; not counted as a sync). Overlaps and taken names are refused.
   */
  Book.prototype.addTable = function (name, sheetName, a1) {
    var sheet = this.findSheet(sheetName);
    if (!sheet) throw new Error("fake workbook: no sheet '" + sheetName + "'");
    var box = parseRef(a1);
    this.tables.forEach(function (t) {
      if (t.name.toLowerCase() === String(name).toLowerCase())
        throw new Error("fake workbook: a table '" + name + "' exists");
      if (t.sheetId === sheet.id && overlaps(t.box, box))
        throw new Error("fake workbook: table '" + name + "' overlaps '" + t.name + "'");
    });
    this.tables.push({
      id: this.nextId++,
      name: name,
      sheetId: sheet.id,
      box: box,
      hasHeaders: true,
      style: "TableStyleMedium2",
    });
    return this;
  };

  Book.prototype.autofitCalls = function (name) {
    return this.findSheet(name).autofitCalls;
  };

  Book.prototype.setting = function (k) {
    return this.settings.has(k) ? JSON.parse(this.settings.get(k)) : undefined;
  };

  /** Adds a sheet holding `values` from A1 (test setup; not counted as a sync). */
  Book.prototype.addSheet = function (name, values) {
    var sheet = this.newSheet(name);
    if (values) this.setCellsFrom(sheet, 0, 0, values);
    return this;
  };

  /** Hides or shows a sheet as a saved workbook holds it ("Visible", "Hidden", "VeryHidden"). */
  Book.prototype.setVisibility = function (name, visibility) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    sheet.visibility = visibility;
    return this;
  };

  Book.prototype.renameSheet = function (from, to) {
    var sheet = this.findSheet(from);
    if (!sheet) throw new Error("fake workbook: no sheet '" + from + "'");
    if (this.findSheet(to) && this.findSheet(to) !== sheet) throw new Error("fake workbook: '" + to + "' exists");
    sheet.name = to;
  };

  Book.prototype.deleteSheet = function (name) {
    var sheet = this.findSheet(name);
    this.sheets.splice(this.sheets.indexOf(sheet), 1);
    this.tables = this.tables.filter(function (t) {
      return t.sheetId !== sheet.id;
    });
  };

  Book.prototype.resetLog = function () {
    this.syncLog = [];
    this.runCount = 0;
  };

  /** A deep, JSON-able snapshot of everything a write could change (to prove "nothing written"). */
  Book.prototype.snapshot = function () {
    var self = this;
    return JSON.stringify({
      sheets: this.sheets.map(function (s) {
        var cells = [];
        s.cells.forEach(function (v, k) {
          cells.push([k, v.value, v.numberFormat, v.formula]);
        });
        cells.sort(function (a, b) {
          return a[0] - b[0];
        });
        var fonts = [];
        s.fontSizes.forEach(function (v, k) {
          fonts.push([k, v]);
        });
        fonts.sort(function (a, b) {
          return a[0] - b[0];
        });
        return {
          id: s.id,
          name: s.name,
          cells: cells,
          frozenRows: s.frozenRows,
          fonts: fonts,
          pageLayout: s.pageLayout,
          merged: s.merged.map(boxToRef),
          ext: extSnapshot(s),
          charts: s.charts || [],
        };
      }),
      tables: this.tables.map(function (t) {
        return [t.name, t.sheetId, boxToRef(t.box), t.style];
      }),
      settings: Array.from(self.settings.entries()),
      names: this.namesList(),
    });
  };

  // ---------------------------------------------------------------------------------------------
  // The request context: a queue of commands run at sync()
  // ---------------------------------------------------------------------------------------------

  function Context(book, runIndex) {
    this._book = book;
    this._queue = [];
    this._run = runIndex;
    this._closed = false;
    this.workbook = new WorkbookProxy(this);
  }

  Context.prototype._enqueue = function (kind, fn) {
    if (this._closed)
      throw new Error("fake Excel: this request context is no longer valid (used after Excel.run ended)");
    this._queue.push({ kind: kind, fn: fn });
  };

  Context.prototype.sync = function (passThrough) {
    var queue = this._queue;
    this._queue = [];
    var entry = { run: this._run, loads: 0, writes: 0, commands: queue.length, implicit: false };
    this._book.syncLog.push(entry);
    // createFakeExcel({ syncDelayMs }): every sync takes that long (a slow Excel on the web), for the busy indicator.
    var delay = this._book.syncDelayMs;
    var wait =
      delay > 0
        ? new Promise(function (ok) {
            setTimeout(ok, delay);
          })
        : Promise.resolve();
    return wait.then(function () {
      for (var i = 0; i < queue.length; i++) {
        if (queue[i].kind === "load") entry.loads++;
        if (queue[i].kind === "write") entry.writes++;
        queue[i].fn();
      }
      return passThrough;
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Proxies
  // ---------------------------------------------------------------------------------------------

  /**
   * Base of every proxy. `target` is resolved at sync time by the proxy's creating command; loaded
   * properties become readable after the sync that ran their load command.
   */
  function Proxy(ctx, resolve) {
    this._ctx = ctx;
    this._target = undefined; // undefined = not resolved yet; null = null object
    this._resolvedOnce = false;
    this._data = {};
    this._ready = {};
    var self = this;
    ctx._enqueue("nav", function () {
      self._target = resolve();
      self._resolvedOnce = true;
    });
  }

  Object.defineProperty(Proxy.prototype, "context", {
    get: function () {
      return this._ctx;
    },
  });

  Object.defineProperty(Proxy.prototype, "isNullObject", {
    get: function () {
      if (!this._resolvedOnce) throw new Error(notLoaded("isNullObject"));
      return this._target === null;
    },
  });

  function parseProps(props) {
    if (props === undefined) return null; // load everything scalar
    if (typeof props === "string")
      return props
        .split(",")
        .map(function (s) {
          return s.trim();
        })
        .filter(Boolean);
    if (Array.isArray(props)) return props.slice();
    if (props && props.select) return parseProps(props.select);
    throw new Error("fake Excel: unsupported load argument " + JSON.stringify(props));
  }

  Proxy.prototype.load = function (props) {
    var self = this;
    var list = parseProps(props) || this._loadable.slice();
    list.forEach(function (p) {
      if (self._loadable.indexOf(p) < 0 && !/^items\//.test(p)) {
        throw new Error("fake Excel: property '" + p + "' is not implemented (or does not exist) on " + self._type);
      }
    });
    this._ctx._enqueue("load", function () {
      if (self._target === null) {
        list.forEach(function (p) {
          self._data[p] = undefined;
          self._ready[p] = "null";
        });
        return;
      }
      list.forEach(function (p) {
        self._data[p] = self._read(p);
        self._ready[p] = true;
      });
    });
    return this;
  };

  Proxy.prototype._get = function (p) {
    if (this._ready[p] === "null") {
      throw new Error(
        "fake Excel: reading '" + p + "' of a null object (" + this._type + "); check isNullObject first",
      );
    }
    if (this._ready[p] !== true) throw new Error(notLoaded(p));
    return this._data[p];
  };

  /** Queue a write; `fn(target)` runs at sync time on the resolved object. */
  Proxy.prototype._write = function (what, fn) {
    var self = this;
    this._ctx._enqueue("write", function () {
      if (self._target === null) {
        throw officeError("InvalidOperation", "Cannot " + what + " on a null object (" + self._type + ").");
      }
      fn(self._target);
    });
  };

  function defineLoadable(Ctor, props, setters) {
    Ctor.prototype._loadable = props;
    props.forEach(function (p) {
      var desc = {
        get: function () {
          return this._get(p);
        },
        configurable: true,
      };
      if (setters && setters[p]) {
        desc.set = function (v) {
          var apply = setters[p];
          // Copied now: Office serializes the request when the property is set, so later
          // mutation of the caller's array must not leak in. (Not via JSON: NaN must survive to
          // be rejected at sync.)
          var copy = Array.isArray(v)
            ? v.map(function (row) {
                return Array.isArray(row) ? row.slice() : row;
              })
            : v;
          this._write("set " + p, function (target) {
            apply(target, copy);
          });
        };
      } else {
        desc.set = function () {
          throw new Error("fake Excel: property '" + p + "' is read-only");
        };
      }
      Object.defineProperty(Ctor.prototype, p, desc);
    });
  }

  function inherit(Ctor, type) {
    Ctor.prototype = Object.create(Proxy.prototype);
    Ctor.prototype.constructor = Ctor;
    Ctor.prototype._type = type;
  }

  /**
   * Give a collection proxy (WorksheetCollection, TableCollection, …) its `load` and `items`.
   * `load("items/name,items/id")` or `load("name,id")` (or `defaults` when no argument) loads those
   * properties of every item, checked now against ItemCtor's loadable list. At sync time
   * `targetsOf(collection)` gives the items' targets (null: the collection is a null object) and
   * each becomes an already-resolved ItemCtor proxy; `decorate(item)`, if given, adds its
   * navigation children before the properties are read.
   */
  function defineItems(CollectionCtor, ItemCtor, defaults, targetsOf, decorate) {
    CollectionCtor.prototype._loadable = ["items"];
    CollectionCtor.prototype.load = function (props) {
      var list = (parseProps(props) || defaults).map(function (p) {
        return p.replace(/^items\//, "");
      });
      var self = this;
      var ctx = this._ctx;
      list.forEach(function (p) {
        if (ItemCtor.prototype._loadable.indexOf(p) < 0) {
          throw new Error("fake Excel: " + ItemCtor.prototype._type + "." + p + " is not implemented");
        }
      });
      ctx._enqueue("load", function () {
        var targets = targetsOf(self);
        if (targets === null) {
          self._ready.items = "null";
          return;
        }
        self._data.items = targets.map(function (target) {
          var item = Object.create(ItemCtor.prototype);
          item._ctx = ctx;
          item._target = target;
          item._resolvedOnce = true;
          item._data = {};
          item._ready = {};
          if (decorate) decorate(item, ctx);
          list.forEach(function (p) {
            item._data[p] = item._read(p);
            item._ready[p] = true;
          });
          return item;
        });
        self._ready.items = true;
      });
      return this;
    };
    Object.defineProperty(CollectionCtor.prototype, "items", {
      get: function () {
        return this._get("items");
      },
    });
  }

  // ---- Workbook ----

  function WorkbookProxy(ctx) {
    this._ctx = ctx;
    this.worksheets = new WorksheetCollectionProxy(ctx);
    this.tables = new TableCollectionProxy(ctx, null);
    this.settings = new SettingCollectionProxy(ctx);
    this.names = new NamedItemCollectionProxy(ctx);
  }

  // ---- Worksheets ----

  function WorksheetCollectionProxy(ctx) {
    var book = ctx._book;
    Proxy.call(this, ctx, function () {
      return book;
    });
  }
  inherit(WorksheetCollectionProxy, "WorksheetCollection");
  // "items/name,items/id" or "name,id": load those properties of every sheet.
  defineItems(
    WorksheetCollectionProxy,
    WorksheetProxy,
    ["name", "id", "position", "visibility"],
    function (sheets) {
      return sheets._ctx._book.sheets;
    },
    function (item, ctx) {
      item.charts = new ChartCollectionProxy(ctx, item);
      item.tables = new TableCollectionProxy(ctx, item);
      item.freezePanes = new FreezePanesProxy(ctx, item);
      item.pageLayout = new PageLayoutProxy(ctx, item);
      item.horizontalPageBreaks = new PageBreakCollectionProxy(item);
    },
  );

  WorksheetCollectionProxy.prototype.getItemOrNullObject = function (name) {
    var book = this._ctx._book;
    return new WorksheetProxy(this._ctx, function () {
      return book.findSheet(name);
    });
  };

  WorksheetCollectionProxy.prototype.getItem = function (name) {
    var book = this._ctx._book;
    return new WorksheetProxy(this._ctx, function () {
      var s = book.findSheet(name);
      if (!s) throw officeError("ItemNotFound", "The requested resource doesn't exist. (sheet '" + name + "')");
      return s;
    });
  };

  WorksheetCollectionProxy.prototype.add = function (name) {
    var book = this._ctx._book;
    var proxy = new WorksheetProxy(this._ctx, function () {
      return book.newSheet(name);
    });
    // Creating a sheet is a write, and logged as one.
    this._ctx._queue[this._ctx._queue.length - 1].kind = "write";
    return proxy;
  };

  function WorksheetProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
    this.charts = new ChartCollectionProxy(ctx, this);
    this.tables = new TableCollectionProxy(ctx, this);
    this.freezePanes = new FreezePanesProxy(ctx, this);
    this.pageLayout = new PageLayoutProxy(ctx, this);
    this.horizontalPageBreaks = new PageBreakCollectionProxy(this);
  }
  inherit(WorksheetProxy, "Worksheet");
  defineLoadable(WorksheetProxy, ["name", "id", "position", "visibility"], {
    visibility: function (sheet, v) {
      if (v !== "Visible" && v !== "Hidden" && v !== "VeryHidden")
        throw officeError("InvalidArgument", "Visibility must be Visible, Hidden or VeryHidden.");
      sheet.visibility = v;
    },
  });
  WorksheetProxy.prototype._read = function (p) {
    var sheet = this._target;
    if (p === "position") return this._ctx._book.sheets.indexOf(sheet);
    return sheet[p];
  };

  /** `getRange()` = the whole sheet; `getRange("A1:C3")` (no sheet prefix, like Office). */
  WorksheetProxy.prototype.getRange = function (address) {
    var self = this;
    var ctx = this._ctx;
    return new RangeProxy(ctx, function () {
      if (self._target === null) return null;
      var box = address === undefined ? { r0: 0, c0: 0, r1: MAX_ROWS - 1, c1: MAX_COLS - 1 } : parseRef(address);
      return { sheet: self._target, box: box };
    });
  };

  WorksheetProxy.prototype.getUsedRange = function (valuesOnly) {
    var self = this;
    var book = this._ctx._book;
    return new RangeProxy(this._ctx, function () {
      if (self._target === null) return null;
      var box = book.usedBox(self._target, !!valuesOnly) || { r0: 0, c0: 0, r1: 0, c1: 0 };
      return { sheet: self._target, box: box };
    });
  };

  WorksheetProxy.prototype.activate = function () {
    var book = this._ctx._book;
    this._write("activate", function (sheet) {
      book.activeSheetId = sheet.id;
    });
  };

  WorksheetProxy.prototype.delete = function () {
    var book = this._ctx._book;
    this._write("delete", function (sheet) {
      book.deleteSheet(sheet.name);
    });
  };

  function FreezePanesProxy(ctx, sheetProxy) {
    this._ctx = ctx;
    this._sheet = sheetProxy;
  }
  FreezePanesProxy.prototype.freezeRows = function (count) {
    this._sheet._write("freeze rows", function (sheet) {
      sheet.frozenRows = count === undefined ? 1 : count;
    });
  };
  FreezePanesProxy.prototype.unfreeze = function () {
    this._sheet._write("unfreeze", function (sheet) {
      sheet.frozenRows = 0;
    });
  };

  // ---- Ranges ----

  function RangeProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
    var self = this;
    this.format = {
      autofitColumns: function () {
        self._write("autofit columns", function (t) {
          t.sheet.autofitCalls++;
        });
      },
      autofitRows: function () {
        self._write("autofit rows", function () {});
      },
      font: {},
    };
    // format.font.size: a write of the size of every cell of the range (Excel: 1 to 409 points).
    Object.defineProperty(this.format.font, "size", {
      get: function () {
        throw new Error("fake Excel: reading format.font.size is not implemented (use book.fontSize)");
      },
      set: function (v) {
        self._write("set font size", function (t) {
          if (typeof v !== "number" || !(v >= 1 && v <= 409))
            throw officeError("InvalidArgument", "The font size " + v + " is not valid.");
          var rows = t.box.r1 - t.box.r0 + 1;
          var cols = t.box.c1 - t.box.c0 + 1;
          if (rows * cols > 5000000) throw officeError("InvalidArgument", "Range too large for the fake.");
          for (var r = t.box.r0; r <= t.box.r1; r++)
            for (var c = t.box.c0; c <= t.box.c1; c++) t.sheet.fontSizes.set(key(r, c), v);
        });
      },
      enumerable: true,
    });
    decorateRange(this); // formats, validation, conditional formats, sort (see "Sheets a writer builds" below)
  }
  inherit(RangeProxy, "Range");

  function checkMatrix(prop, t, v) {
    var rows = t.box.r1 - t.box.r0 + 1;
    var cols = t.box.c1 - t.box.c0 + 1;
    if (!Array.isArray(v)) return false; // a scalar: applied to every cell
    if (
      v.length !== rows ||
      v.some(function (row) {
        return !Array.isArray(row) || row.length !== cols;
      })
    ) {
      throw officeError(
        "InvalidArgument",
        "The number of rows or columns in the input array doesn't match the size or dimensions of the range. (" +
          prop +
          ": range " +
          rows +
          "x" +
          cols +
          ", array " +
          v.length +
          "x" +
          (Array.isArray(v[0]) ? v[0].length : "?") +
          ")",
      );
    }
    return true;
  }

  function eachCell(t, v, isMatrix, fn) {
    var rows = t.box.r1 - t.box.r0 + 1;
    var cols = t.box.c1 - t.box.c0 + 1;
    if (rows * cols > 5000000) throw officeError("InvalidArgument", "Range too large for the fake.");
    for (var r = 0; r < rows; r++) {
      for (var c = 0; c < cols; c++) {
        var x = isMatrix ? v[r][c] : v;
        if (x === null) continue; // null = leave unchanged
        fn(t.box.r0 + r, t.box.c0 + c, x);
      }
    }
  }

  function cellAt(sheet, r, c) {
    var k = key(r, c);
    var cell = sheet.cells.get(k);
    if (!cell) {
      cell = { value: "", numberFormat: "General", formula: null };
      sheet.cells.set(k, cell);
    }
    return cell;
  }

  defineLoadable(
    RangeProxy,
    ["values", "numberFormat", "formulas", "address", "rowCount", "columnCount", "rowIndex", "columnIndex"],
    {
      values: function (t, v) {
        var isMatrix = checkMatrix("values", t, v);
        eachCell(t, v, isMatrix, function (r, c, x) {
          if (typeof x === "number" && !isFinite(x)) {
            throw officeError(
              "InvalidArgument",
              "Cannot write " + x + " to a cell (" + colToLetters(c) + (r + 1) + ").",
            );
          }
          if (typeof x !== "number" && typeof x !== "string" && typeof x !== "boolean") {
            throw officeError(
              "InvalidArgument",
              "Cannot write a " + typeof x + " to a cell (" + colToLetters(c) + (r + 1) + ").",
            );
          }
          var cell = cellAt(t.sheet, r, c);
          cell.shown = undefined; // a formula entered again is calculated again
          if (typeof x === "string" && x.charAt(0) === "'") {
            // The text prefix: the apostrophe marks the rest as text and is not part of the value.
            cell.formula = null;
            cell.value = x.slice(1);
          } else if (typeof x === "string" && x.length > 1 && /^[=+\-@]/.test(x)) {
            cell.formula = x.charAt(0) === "=" ? x : "=" + x;
            cell.value = "";
          } else {
            cell.formula = null;
            cell.value = x;
          }
        });
      },
      numberFormat: function (t, v) {
        var isMatrix = checkMatrix("numberFormat", t, v);
        eachCell(t, v, isMatrix, function (r, c, x) {
          if (typeof x !== "string") throw officeError("InvalidArgument", "A number format must be text.");
          cellAt(t.sheet, r, c).numberFormat = x;
        });
      },
    },
  );

  RangeProxy.prototype._read = function (p) {
    var t = this._target;
    var book = this._ctx._book;
    switch (p) {
      case "values":
      case "numberFormat":
      case "formulas":
        return book.readBox(t.sheet, t.box, p);
      case "address":
        return quoteSheet(t.sheet.name) + "!" + boxToRef(t.box);
      case "rowCount":
        return t.box.r1 - t.box.r0 + 1;
      case "columnCount":
        return t.box.c1 - t.box.c0 + 1;
      case "rowIndex":
        return t.box.r0;
      case "columnIndex":
        return t.box.c0;
    }
    throw new Error("fake Excel: Range." + p + " not implemented");
  };

  /** clear(applyTo): "All" (default) | "Contents" | "Formats". */
  RangeProxy.prototype.clear = function (applyTo) {
    var mode = applyTo || "All";
    this._write("clear", function (t) {
      var toDelete = [];
      t.sheet.cells.forEach(function (cell, k) {
        var r = Math.floor(k / MAX_COLS);
        var c = k % MAX_COLS;
        if (r < t.box.r0 || r > t.box.r1 || c < t.box.c0 || c > t.box.c1) return;
        if (mode === "All") toDelete.push(k);
        else if (mode === "Contents") {
          cell.value = "";
          cell.formula = null;
        } else if (mode === "Formats") cell.numberFormat = "General";
      });
      toDelete.forEach(function (k) {
        t.sheet.cells.delete(k);
      });
      if (mode === "All" || mode === "Formats") {
        var fonts = [];
        t.sheet.fontSizes.forEach(function (v, k) {
          var r = Math.floor(k / MAX_COLS);
          var c = k % MAX_COLS;
          if (r >= t.box.r0 && r <= t.box.r1 && c >= t.box.c0 && c <= t.box.c1) fonts.push(k);
        });
        fonts.forEach(function (k) {
          t.sheet.fontSizes.delete(k);
        });
        // As Excel's Clear All / Clear Formats: merged areas inside the cleared range are unmerged.
        t.sheet.merged = t.sheet.merged.filter(function (m) {
          return !(m.r0 >= t.box.r0 && m.r1 <= t.box.r1 && m.c0 >= t.box.c0 && m.c1 <= t.box.c1);
        });
        clearExtFormats(t.sheet, t.box);
      }
    });
  };

  RangeProxy.prototype.select = function () {
    var book = this._ctx._book;
    this._write("select", function (t) {
      book.activeSheetId = t.sheet.id;
      book.selection = { sheet: t.sheet.name, address: boxToRef(t.box) };
    });
  };

  /** The last row of the range (a null object when the range is one). */
  RangeProxy.prototype.getLastRow = function () {
    var self = this;
    return new RangeProxy(this._ctx, function () {
      var t = self._target;
      if (t === null) return null;
      return { sheet: t.sheet, box: { r0: t.box.r1, r1: t.box.r1, c0: t.box.c0, c1: t.box.c1 } };
    });
  };

  /** The smallest range holding this range and `other` (a Range or an address on the same sheet). */
  RangeProxy.prototype.getBoundingRect = function (other) {
    var self = this;
    return new RangeProxy(this._ctx, function () {
      var t = self._target;
      if (t === null) return null;
      var o = rangeTarget(other, t.sheet, self._ctx._book);
      if (o.sheet !== t.sheet)
        throw officeError("InvalidArgument", "getBoundingRect: the ranges are on different sheets.");
      return {
        sheet: t.sheet,
        box: {
          r0: Math.min(t.box.r0, o.box.r0),
          r1: Math.max(t.box.r1, o.box.r1),
          c0: Math.min(t.box.c0, o.box.c0),
          c1: Math.max(t.box.c1, o.box.c1),
        },
      };
    });
  };

  /** Tables intersecting the range (fullyContained: only tables inside it), in workbook order. */
  RangeProxy.prototype.getTables = function (fullyContained) {
    var self = this;
    var book = this._ctx._book;
    return new TableScopedCollectionProxy(this._ctx, function () {
      var t = self._target;
      if (t === null) return null;
      return book.tables.filter(function (table) {
        if (table.sheetId !== t.sheet.id) return false;
        if (!fullyContained) return overlaps(table.box, t.box);
        return (
          table.box.r0 >= t.box.r0 && table.box.r1 <= t.box.r1 && table.box.c0 >= t.box.c0 && table.box.c1 <= t.box.c1
        );
      });
    });
  };

  /**
   * Range.getMergedAreasOrNullObject() (ExcelApi 1.13): the merged areas touching the range, whole
   * (not clipped), as a RangeAreas; a null object when the range holds no merged cell.
   */
  RangeProxy.prototype.getMergedAreasOrNullObject = function () {
    var self = this;
    return new RangeAreasProxy(this._ctx, function () {
      var t = self._target;
      if (t === null) return null;
      var areas = t.sheet.merged.filter(function (m) {
        return overlaps(m, t.box);
      });
      return areas.length === 0 ? null : { sheet: t.sheet, areas: areas };
    });
  };

  /** RangeAreas: `address` ("Results!A2:A3,Results!A4:A5", as Excel writes it) and `areaCount`. */
  function RangeAreasProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
  }
  inherit(RangeAreasProxy, "RangeAreas");
  defineLoadable(RangeAreasProxy, ["address", "areaCount"]);
  RangeAreasProxy.prototype._read = function (p) {
    var t = this._target;
    if (p === "areaCount") return t.areas.length;
    var prefix = quoteSheet(t.sheet.name) + "!";
    return t.areas
      .map(function (m) {
        return prefix + boxToRef(m);
      })
      .join(",");
  };

  /** A RangeProxy (resolved) or an A1 address ("Sheet!A1:B2" or "A1:B2" on `sheet`) → {sheet, box}. */
  function rangeTarget(r, sheet, book) {
    if (r instanceof RangeProxy) {
      if (!r._resolvedOnce || r._target === null)
        throw officeError("InvalidArgument", "The range argument is not available.");
      return r._target;
    }
    var parts = splitSheet(String(r));
    var s = parts.sheet !== undefined ? book.findSheet(parts.sheet) : sheet;
    if (!s) throw officeError("ItemNotFound", "No sheet for the address '" + r + "'.");
    return { sheet: s, box: parseRef(parts.ref) };
  }

  // ---- Page layout ----

  function PageLayoutProxy(ctx, sheetProxy) {
    this._ctx = ctx;
    this._sheet = sheetProxy;
  }
  Object.defineProperty(PageLayoutProxy.prototype, "orientation", {
    get: function () {
      throw new Error("fake Excel: reading pageLayout.orientation is not implemented (use book.pageLayout)");
    },
    set: function (v) {
      this._sheet._write("set orientation", function (sheet) {
        if (v !== "Portrait" && v !== "Landscape")
          throw officeError("InvalidArgument", "Orientation must be Portrait or Landscape, got " + v + ".");
        sheet.pageLayout.orientation = v;
      });
    },
  });
  // Excel.PaperType (ExcelApi 1.9): the values Office.js accepts for pageLayout.paperSize.
  var PAPER_TYPES = [
    "Letter",
    "LetterSmall",
    "Tabloid",
    "Ledger",
    "Legal",
    "Statement",
    "Executive",
    "A3",
    "A4",
    "A4Small",
    "A5",
    "B4",
    "B5",
    "Folio",
    "Quatro",
    "Paper10x14",
    "Paper11x17",
    "Note",
    "Envelope9",
    "Envelope10",
    "Envelope11",
    "Envelope12",
    "Envelope14",
    "Csheet",
    "Dsheet",
    "Esheet",
    "EnvelopeDL",
    "EnvelopeC5",
    "EnvelopeC3",
    "EnvelopeC4",
    "EnvelopeC6",
    "EnvelopeC65",
    "EnvelopeB4",
    "EnvelopeB5",
    "EnvelopeB6",
    "EnvelopeItaly",
    "EnvelopeMonarch",
    "EnvelopePersonal",
    "FanfoldUS",
    "FanfoldStdGerman",
    "FanfoldLegalGerman",
  ];
  Object.defineProperty(PageLayoutProxy.prototype, "paperSize", {
    get: function () {
      throw new Error("fake Excel: reading pageLayout.paperSize is not implemented (use book.pageLayout)");
    },
    set: function (v) {
      this._sheet._write("set paper size", function (sheet) {
        if (PAPER_TYPES.indexOf(v) < 0)
          throw officeError("InvalidArgument", "paperSize must be an Excel.PaperType such as A4, got " + v + ".");
        sheet.pageLayout.paperSize = v;
      });
    },
  });
  Object.defineProperty(PageLayoutProxy.prototype, "centerHorizontally", {
    get: function () {
      throw new Error("fake Excel: reading pageLayout.centerHorizontally is not implemented (use book.pageLayout)");
    },
    set: function (v) {
      this._sheet._write("set center horizontally", function (sheet) {
        if (typeof v !== "boolean")
          throw officeError("InvalidArgument", "centerHorizontally must be true or false, got " + v + ".");
        sheet.pageLayout.centerHorizontally = v;
      });
    },
  });
  Object.defineProperty(PageLayoutProxy.prototype, "zoom", {
    get: function () {
      throw new Error("fake Excel: reading pageLayout.zoom is not implemented (use book.pageLayout)");
    },
    set: function (v) {
      var copy = v && typeof v === "object" ? JSON.parse(JSON.stringify(v)) : v;
      this._sheet._write("set zoom", function (sheet) {
        if (!copy || typeof copy !== "object") throw officeError("InvalidArgument", "zoom must be an object.");
        var fit = copy.horizontalFitToPages !== undefined || copy.verticalFitToPages !== undefined;
        if (fit && copy.scale !== undefined)
          throw officeError("InvalidArgument", "zoom: give a scale or pages to fit, not both.");
        if (fit) {
          ["horizontalFitToPages", "verticalFitToPages"].forEach(function (k) {
            var n = copy[k];
            if (n !== undefined && !(Number.isInteger(n) && n >= 1))
              throw officeError(
                "InvalidArgument",
                "zoom." + k + " must be a whole number of 1 or more, got " + n + ".",
              );
          });
        } else if (!(typeof copy.scale === "number" && copy.scale >= 10 && copy.scale <= 400)) {
          throw officeError("InvalidArgument", "zoom.scale must be between 10 and 400.");
        }
        sheet.pageLayout.zoom = copy;
      });
    },
  });
  PageLayoutProxy.prototype.setPrintArea = function (area) {
    var book = this._ctx._book;
    this._sheet._write("set print area", function (sheet) {
      var t = rangeTarget(area, sheet, book);
      if (t.sheet !== sheet) throw officeError("InvalidArgument", "The print area must be on the same sheet.");
      sheet.pageLayout.printArea = boxToRef(t.box);
    });
  };
  PageLayoutProxy.prototype.setPrintTitleRows = function (rows) {
    var book = this._ctx._book;
    this._sheet._write("set print title rows", function (sheet) {
      var t = rangeTarget(rows, sheet, book);
      if (t.box.c0 !== 0 || t.box.c1 !== MAX_COLS - 1)
        throw officeError("InvalidArgument", "Print title rows must be whole rows, e.g. $1:$1.");
      sheet.pageLayout.printTitleRows = "$" + (t.box.r0 + 1) + ":$" + (t.box.r1 + 1);
    });
  };

  // ---- Tables ----

  /** `owner` = a WorksheetProxy for sheet.tables, null for workbook.tables. */
  function TableCollectionProxy(ctx, owner) {
    this._ctx = ctx;
    this._owner = owner;
    this._data = {};
    this._ready = {};
    this._resolvedOnce = true;
    this._target = true;
  }
  inherit(TableCollectionProxy, "TableCollection");
  defineItems(TableCollectionProxy, TableProxy, ["name"], function (tables) {
    var sheet = tables._owner ? tables._owner._target : null;
    if (tables._owner && sheet === null) throw officeError("InvalidOperation", "tables of a null worksheet");
    return tables._ctx._book.tables.filter(function (t) {
      return !sheet || t.sheetId === sheet.id;
    });
  });

  /**
   * The names Excel gives a table's header cells (row box.r0, columns box.c0..c1): a blank or
   * formula cell becomes "ColumnN" (N counted from the table's first column), and a name already
   * taken, case-insensitively, gets 2, 3, … appended. Used by tables.add and Table.resize.
   */
  function headerNames(sheet, box) {
    var seen = {};
    var names = [];
    for (var c = box.c0; c <= box.c1; c++) {
      var cell = cellAt(sheet, box.r0, c);
      var h = cell.value === "" || cell.formula !== null ? "Column" + (c - box.c0 + 1) : String(cell.value);
      var base = h;
      var n = 2;
      while (seen[h.toLowerCase()]) h = base + n++;
      seen[h.toLowerCase()] = true;
      names.push(h);
    }
    return names;
  }

  TableCollectionProxy.prototype.getItemOrNullObject = function (name) {
    var book = this._ctx._book;
    var owner = this._owner;
    return new TableProxy(this._ctx, function () {
      var lower = String(name).toLowerCase();
      var sheet = owner ? owner._target : null;
      for (var i = 0; i < book.tables.length; i++) {
        var t = book.tables[i];
        if (t.name.toLowerCase() === lower && (!sheet || t.sheetId === sheet.id)) return t;
      }
      return null;
    });
  };

  TableCollectionProxy.prototype.getItem = function (name) {
    var inner = this.getItemOrNullObject(name);
    var resolveNull = inner._ctx._queue[inner._ctx._queue.length - 1].fn;
    inner._ctx._queue[inner._ctx._queue.length - 1].fn = function () {
      resolveNull();
      if (inner._target === null)
        throw officeError("ItemNotFound", "The requested resource doesn't exist. (table '" + name + "')");
    };
    return inner;
  };

  TableCollectionProxy.prototype.add = function (address, hasHeaders) {
    var book = this._ctx._book;
    var owner = this._owner;
    var proxy = new TableProxy(this._ctx, function () {
      var parts = splitSheet(String(address));
      var sheet = owner ? owner._target : parts.sheet !== undefined ? book.findSheet(parts.sheet) : null;
      if (!sheet) throw officeError("InvalidArgument", "tables.add: no worksheet for address '" + address + "'");
      var box = parseRef(parts.ref);
      refuseMerged(sheet, box);
      book.tables.forEach(function (t) {
        if (t.sheetId === sheet.id && overlaps(t.box, box)) {
          throw officeError("InvalidOperation", "A table can't overlap another table. (" + t.name + ")");
        }
      });
      var name;
      do {
        name = "Table" + ++book.tableCounter;
      } while (
        book.tables.some(function (t) {
          return t.name.toLowerCase() === name.toLowerCase();
        })
      );
      var table = {
        id: book.nextId++,
        name: name,
        sheetId: sheet.id,
        box: box,
        hasHeaders: !!hasHeaders,
        style: "TableStyleMedium2",
      };
      if (hasHeaders) {
        headerNames(sheet, box).forEach(function (h, i) {
          var cell = cellAt(sheet, box.r0, box.c0 + i);
          cell.value = h;
          cell.formula = null;
        });
      }
      book.tables.push(table);
      return table;
    });
    this._ctx._queue[this._ctx._queue.length - 1].kind = "write";
    return proxy;
  };

  function TableProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
  }
  inherit(TableProxy, "Table");
  defineLoadable(TableProxy, ["name", "style"], {
    style: function (table, v) {
      table.style = v;
    },
  });
  // "worksheet/name" and "worksheet/id": the navigation Table.worksheet, loadable as in Office
  // (e.g. tables.load("items/name,items/worksheet/name")); read back as table.worksheet.name.
  TableProxy.prototype._loadable = ["name", "style", "worksheet/name", "worksheet/id"];
  TableProxy.prototype._read = function (p) {
    var m = /^worksheet\/(name|id)$/.exec(p);
    if (m) return this._ctx._book.sheetById(this._target.sheetId)[m[1]];
    return this._target[p];
  };
  Object.defineProperty(TableProxy.prototype, "worksheet", {
    get: function () {
      var self = this;
      var nav = {};
      ["name", "id"].forEach(function (q) {
        Object.defineProperty(nav, q, {
          get: function () {
            return self._get("worksheet/" + q);
          },
          enumerable: true,
        });
      });
      return nav;
    },
  });
  // Renaming needs the book (name clashes are workbook-wide), so `name` gets its own setter.
  Object.defineProperty(TableProxy.prototype, "name", {
    get: function () {
      return this._get("name");
    },
    set: function (v) {
      var book = this._ctx._book;
      this._write("rename table", function (table) {
        if (typeof v !== "string" || !/^[A-Za-z_\\][A-Za-z0-9_.]*$/.test(v) || v.length > 255) {
          throw officeError("InvalidArgument", "The table name '" + v + "' is not valid.");
        }
        var clash = book.tables.some(function (t) {
          return t !== table && t.name.toLowerCase() === v.toLowerCase();
        });
        if (clash) throw officeError("InvalidArgument", "A table named '" + v + "' already exists.");
        table.name = v;
      });
    },
  });
  TableProxy.prototype.delete = function () {
    var book = this._ctx._book;
    this._write("delete table", function (table) {
      // Like Excel: deleting a table removes the table object and its cells' contents.
      var sheet = book.sheetById(table.sheetId);
      for (var r = table.box.r0; r <= table.box.r1; r++) {
        for (var c = table.box.c0; c <= table.box.c1; c++) sheet.cells.delete(key(r, c));
      }
      book.tables.splice(book.tables.indexOf(table), 1);
    });
  };

  /** Table.getRange(): the whole table (header row included). */
  TableProxy.prototype.getRange = function () {
    var self = this;
    var book = this._ctx._book;
    return new RangeProxy(this._ctx, function () {
      var table = self._target;
      if (table === null) return null;
      var b = table.box;
      return { sheet: book.sheetById(table.sheetId), box: { r0: b.r0, r1: b.r1, c0: b.c0, c1: b.c1 } };
    });
  };

  /**
   * Table.resize(range | address) (ExcelApi 1.13), with Excel's rules: same sheet, the header stays
   * in the same row, the new range overlaps the old one and no other table. New header cells are
   * named as tables.add names them.
   */
  TableProxy.prototype.resize = function (newRange) {
    var book = this._ctx._book;
    this._write("resize table", function (table) {
      var sheet = book.sheetById(table.sheetId);
      var t = rangeTarget(newRange, sheet, book);
      if (t.sheet !== sheet)
        throw officeError("InvalidArgument", "resize: the new range must be on the table's sheet.");
      var box = t.box;
      if (box.r0 !== table.box.r0)
        throw officeError("InvalidArgument", "resize: the header must stay in the same row.");
      if (!overlaps(box, table.box))
        throw officeError("InvalidArgument", "resize: the new range must overlap the table.");
      refuseMerged(sheet, box);
      book.tables.forEach(function (o) {
        if (o !== table && o.sheetId === table.sheetId && overlaps(o.box, box)) {
          throw officeError("InvalidOperation", "A table can't overlap another table. (" + o.name + ")");
        }
      });
      if (table.hasHeaders) {
        headerNames(sheet, box).forEach(function (h, i) {
          var cell = cellAt(sheet, box.r0, box.c0 + i);
          if (String(cell.value) !== h) {
            cell.value = h;
            cell.formula = null;
          }
        });
      }
      table.box = { r0: box.r0, r1: box.r1, c0: box.c0, c1: box.c1 };
    });
  };

  /** Range.getTables(): a read-only collection of the tables found (items/name loadable). */
  function TableScopedCollectionProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
  }
  inherit(TableScopedCollectionProxy, "TableScopedCollection");
  defineItems(TableScopedCollectionProxy, TableProxy, ["name"], function (tables) {
    return tables._target;
  });

  // ---- Workbook names ----

  function NamedItemCollectionProxy(ctx) {
    this._ctx = ctx;
    this._data = {};
    this._ready = {};
    this._resolvedOnce = true;
    this._target = true;
  }
  inherit(NamedItemCollectionProxy, "NamedItemCollection");
  defineItems(NamedItemCollectionProxy, NamedItemProxy, ["name", "formula"], function (names) {
    return names._ctx._book.names;
  });

  function findName(book, name) {
    var lower = String(name).toLowerCase();
    for (var i = 0; i < book.names.length; i++) if (book.names[i].name.toLowerCase() === lower) return book.names[i];
    return null;
  }

  NamedItemCollectionProxy.prototype.getItem = function (name) {
    var book = this._ctx._book;
    return new NamedItemProxy(this._ctx, function () {
      var n = findName(book, name);
      if (!n) throw officeError("ItemNotFound", "The requested resource doesn't exist. (name '" + name + "')");
      return n;
    });
  };

  NamedItemCollectionProxy.prototype.getItemOrNullObject = function (name) {
    var book = this._ctx._book;
    return new NamedItemProxy(this._ctx, function () {
      return findName(book, name);
    });
  };

  /** names.add(name, reference: Range | "Sheet!$A$1", comment?). A taken name is an error, as in Excel. */
  NamedItemCollectionProxy.prototype.add = function (name, reference) {
    var book = this._ctx._book;
    var proxy = new NamedItemProxy(this._ctx, function () {
      if (typeof name !== "string" || !/^[A-Za-z_\\][A-Za-z0-9_.]*$/.test(name) || name.length > 255) {
        throw officeError("InvalidArgument", "The name '" + name + "' is not valid.");
      }
      if (findName(book, name)) throw officeError("ItemAlreadyExists", "The name '" + name + "' already exists.");
      var t = rangeTarget(reference, null, book);
      var n = { name: name, sheetId: t.sheet.id, box: t.box };
      book.names.push(n);
      return n;
    });
    this._ctx._queue[this._ctx._queue.length - 1].kind = "write";
    return proxy;
  };

  function NamedItemProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
  }
  inherit(NamedItemProxy, "NamedItem");
  defineLoadable(NamedItemProxy, ["name", "formula"], {});
  // "arrayValues/values" (NamedItem.arrayValues, ExcelApi 1.7): the values of the cells the name refers to
  // ([["#REF!"]] once its sheet is deleted), read back as item.arrayValues.values.
  NamedItemProxy.prototype._loadable = ["name", "formula", "arrayValues/values"];
  NamedItemProxy.prototype._read = function (p) {
    var book = this._ctx._book;
    if (p === "name") return this._target.name;
    if (p === "arrayValues/values") {
      var sheet = book.sheetById(this._target.sheetId);
      return sheet ? book.readBox(sheet, this._target.box, "values") : [["#REF!"]];
    }
    return book.nameFormula(this._target);
  };
  Object.defineProperty(NamedItemProxy.prototype, "arrayValues", {
    get: function () {
      var self = this;
      return {
        get values() {
          return self._get("arrayValues/values");
        },
      };
    },
  });
  NamedItemProxy.prototype.delete = function () {
    var book = this._ctx._book;
    this._write("delete name", function (n) {
      book.names.splice(book.names.indexOf(n), 1);
    });
  };

  // ---- Settings ----

  function SettingCollectionProxy(ctx) {
    var book = ctx._book;
    Proxy.call(this, ctx, function () {
      return book;
    });
  }
  inherit(SettingCollectionProxy, "SettingCollection");
  SettingCollectionProxy.prototype._loadable = [];
  SettingCollectionProxy.prototype.getItemOrNullObject = function (k) {
    var book = this._ctx._book;
    return new SettingProxy(this._ctx, function () {
      return book.settings.has(k) ? { key: k } : null;
    });
  };
  SettingCollectionProxy.prototype.add = function (k, value) {
    var book = this._ctx._book;
    var text = JSON.stringify(value);
    if (text === undefined) throw new Error("fake Excel: a setting value must be JSON-serializable");
    var proxy = new SettingProxy(this._ctx, function () {
      book.settings.set(k, text);
      return { key: k };
    });
    this._ctx._queue[this._ctx._queue.length - 1].kind = "write";
    return proxy;
  };

  function SettingProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
  }
  inherit(SettingProxy, "Setting");
  defineLoadable(SettingProxy, ["key", "value"], {});
  SettingProxy.prototype._read = function (p) {
    var book = this._ctx._book;
    if (p === "key") return this._target.key;
    return JSON.parse(book.settings.get(this._target.key));
  };
  SettingProxy.prototype.delete = function () {
    var book = this._ctx._book;
    this._write("delete setting", function (s) {
      book.settings.delete(s.key);
    });
  };

  // ---------------------------------------------------------------------------------------------
  // Sheets a writer builds (src/excel/spec.ts, the pane's "New tournament" and result slips):
  // cell looks (Range.format: font bold/italic/color, fill, alignment, wrapText, borders,
  // columnWidth and rowHeight in points, ExcelApi 1.1–1.2), Range.merge and columnHidden (1.2),
  // Range.formulas as a write (1.1), Range.dataValidation (1.8), Range.conditionalFormats.add
  // ("Custom", 1.6), Range.sort.apply (1.2), Worksheet.horizontalPageBreaks (1.9),
  // NamedItem.getRange / getRangeOrNullObject (1.1 / 1.4), Range.getSpecialCellsOrNullObject
  // ("Formulas", optionally "Errors"; 1.9) with RangeAreas.areas. Shapes and value lists as
  // @types/office-js documents them; a wrong value rejects the sync (InvalidArgument), as Office does.
  // Recorded per sheet in `sheet.ext`, inspected with book.look / columnWidth / rowHeight /
  // hiddenColumns / validations / conditionalFormats / borders / rowBreaks.
  // Simplifications: a formula cell's `values` is 0 unless a test gave it a shown value
  // (book.setFormula(…, "#NAME?")); entering a formula again (values or formulas) clears that shown
  // value (Excel calculates it again); getSpecialCells gives one area per cell (Excel joins
  // neighbours); Clear All / Formats removes looks, borders and conditional formats inside the
  // range, never data validation.
  // ---------------------------------------------------------------------------------------------

  function ext(sheet) {
    return (
      sheet.ext ||
      (sheet.ext = {
        looks: new Map(), // key -> {bold, italic, fontColor, fill, horizontal, vertical, wrap}
        columnWidths: {}, // 0-based column -> points
        rowHeights: {}, // 0-based row -> points
        hiddenColumns: {}, // 0-based column -> true
        validations: [], // {box, rule, errorAlert, prompt, ignoreBlanks}
        conditionalFormats: [], // {box, type, formula, fill, fontColor, bold}
        borders: [], // {box, edge, style, color, weight}
        rowBreaks: [], // 1-based rows a page break goes before
      })
    );
  }

  function inside(inner, outer) {
    return inner.r0 >= outer.r0 && inner.r1 <= outer.r1 && inner.c0 >= outer.c0 && inner.c1 <= outer.c1;
  }

  function clearExtFormats(sheet, box) {
    if (!sheet.ext) return;
    var e = sheet.ext;
    var gone = [];
    e.looks.forEach(function (v, k) {
      var r = Math.floor(k / MAX_COLS);
      var c = k % MAX_COLS;
      if (r >= box.r0 && r <= box.r1 && c >= box.c0 && c <= box.c1) gone.push(k);
    });
    gone.forEach(function (k) {
      e.looks.delete(k);
    });
    e.borders = e.borders.filter(function (b) {
      return !inside(b.box, box);
    });
    e.conditionalFormats = e.conditionalFormats.filter(function (f) {
      return !inside(f.box, box);
    });
  }

  function extSnapshot(sheet) {
    if (!sheet.ext) return null;
    var e = sheet.ext;
    var looks = [];
    e.looks.forEach(function (v, k) {
      looks.push([k, v]);
    });
    looks.sort(function (a, b) {
      return a[0] - b[0];
    });
    var strip = function (list) {
      return list.map(function (x) {
        var o = Object.assign({}, x, { range: boxToRef(x.box) });
        delete o.box;
        return o;
      });
    };
    return {
      looks: looks,
      columnWidths: e.columnWidths,
      rowHeights: e.rowHeights,
      hiddenColumns: e.hiddenColumns,
      validations: strip(e.validations),
      conditionalFormats: strip(e.conditionalFormats),
      borders: strip(e.borders),
      rowBreaks: e.rowBreaks,
    };
  }

  function cellCount(box) {
    return (box.r1 - box.r0 + 1) * (box.c1 - box.c0 + 1);
  }

  function eachKey(box, fn) {
    if (cellCount(box) > 5000000) throw officeError("InvalidArgument", "Range too large for the fake.");
    for (var r = box.r0; r <= box.r1; r++) for (var c = box.c0; c <= box.c1; c++) fn(key(r, c), r, c);
  }

  function setLook(t, prop, v) {
    var looks = ext(t.sheet).looks;
    eachKey(t.box, function (k) {
      var l = looks.get(k) || {};
      l[prop] = v;
      looks.set(k, l);
    });
  }

  var COLOR_NAMES = ["black", "white", "red", "green", "blue", "yellow", "orange", "purple", "gray", "grey"];
  function checkColor(what, v) {
    if (typeof v !== "string" || !(/^#[0-9A-Fa-f]{6}$/.test(v) || COLOR_NAMES.indexOf(v.toLowerCase()) >= 0)) {
      throw officeError("InvalidArgument", what + " must be a colour like #RRGGBB, got " + JSON.stringify(v) + ".");
    }
  }
  function checkBoolean(what, v) {
    if (typeof v !== "boolean")
      throw officeError("InvalidArgument", what + " must be true or false, got " + JSON.stringify(v) + ".");
  }
  function checkOneOf(what, v, list) {
    if (list.indexOf(v) < 0)
      throw officeError(
        "InvalidArgument",
        what + " must be one of " + list.join(", ") + ", got " + JSON.stringify(v) + ".",
      );
  }

  /** A write-only property `name` on `obj` whose value is checked and applied at sync (`apply(target, value)`). */
  function writeOnly(obj, name, range, what, apply) {
    Object.defineProperty(obj, name, {
      get: function () {
        throw new Error("fake Excel: reading " + what + " is not implemented (inspect the book instead)");
      },
      set: function (v) {
        var copy =
          v && typeof v === "object" && !(v instanceof RangeProxy)
            ? JSON.parse(
                JSON.stringify(v, function (k, x) {
                  return x instanceof RangeProxy ? { __range: true } : x;
                }),
              )
            : v;
        if (v && typeof v === "object" && !(v instanceof RangeProxy)) keepRanges(v, copy);
        range._write(what, function (t) {
          apply(t, copy);
        });
      },
      enumerable: true,
    });
  }

  /** Put back the Range objects JSON dropped (a list source, a validation bound). */
  function keepRanges(from, to) {
    Object.keys(from).forEach(function (k) {
      if (from[k] instanceof RangeProxy) to[k] = from[k];
      else if (from[k] && typeof from[k] === "object") keepRanges(from[k], to[k]);
    });
  }

  var BORDER_EDGES = [
    "EdgeTop",
    "EdgeBottom",
    "EdgeLeft",
    "EdgeRight",
    "InsideVertical",
    "InsideHorizontal",
    "DiagonalDown",
    "DiagonalUp",
  ];
  var BORDER_STYLES = ["None", "Continuous", "Dash", "DashDot", "DashDotDot", "Dot", "Double", "SlantDashDot"];
  var BORDER_WEIGHTS = ["Hairline", "Thin", "Medium", "Thick"];
  var H_ALIGN = ["General", "Left", "Center", "Right", "Fill", "Justify", "CenterAcrossSelection", "Distributed"];
  var V_ALIGN = ["Center", "Bottom", "Top", "Justify", "Distributed"];
  var OPERATORS = [
    "Between",
    "NotBetween",
    "EqualTo",
    "NotEqualTo",
    "GreaterThan",
    "LessThan",
    "GreaterThanOrEqualTo",
    "LessThanOrEqualTo",
  ];
  var RULE_TYPES = ["custom", "date", "decimal", "list", "textLength", "time", "wholeNumber"];
  var CF_TYPES = [
    "Custom",
    "DataBar",
    "ColorScale",
    "IconSet",
    "TopBottom",
    "PresetCriteria",
    "ContainsText",
    "CellValue",
  ];

  function borderEntry(t, edge) {
    var list = ext(t.sheet).borders;
    for (var i = 0; i < list.length; i++) {
      var b = list[i];
      if (
        b.edge === edge &&
        b.box.r0 === t.box.r0 &&
        b.box.r1 === t.box.r1 &&
        b.box.c0 === t.box.c0 &&
        b.box.c1 === t.box.c1
      )
        return b;
    }
    var n = { box: t.box, edge: edge, style: "Continuous", color: "#000000", weight: "Thin" };
    list.push(n);
    return n;
  }

  /** Excel's limits on a data validation's texts (the Data Validation dialog refuses longer ones). */
  function checkText(what, v, max) {
    if (typeof v !== "string") throw officeError("InvalidArgument", what + " must be text.");
    if (v.length > max)
      throw officeError("InvalidArgument", what + " is longer than Excel's " + max + " characters (" + v.length + ").");
  }

  function checkFormula(what, v) {
    if (typeof v !== "string" || v.charAt(0) !== "=")
      throw officeError(
        "InvalidArgument",
        what + ' must be a formula starting with "=", got ' + JSON.stringify(v) + ".",
      );
    if (v.length > 256) throw officeError("InvalidArgument", what + " is longer than Excel's 255 characters.");
  }

  function checkRule(rule) {
    if (!rule || typeof rule !== "object")
      throw officeError("InvalidArgument", "dataValidation.rule must be an object.");
    var keys = Object.keys(rule).filter(function (k) {
      return rule[k] !== undefined;
    });
    if (keys.length !== 1 || RULE_TYPES.indexOf(keys[0]) < 0) {
      throw officeError(
        "InvalidArgument",
        "A data validation rule has exactly one of " + RULE_TYPES.join(", ") + "; got " + JSON.stringify(keys) + ".",
      );
    }
    var kind = keys[0];
    var r = rule[kind];
    if (kind === "custom") return checkFormula("rule.custom.formula", r.formula);
    if (kind === "list") {
      if (r.inCellDropDown !== undefined) checkBoolean("rule.list.inCellDropDown", r.inCellDropDown);
      if (r.source instanceof RangeProxy) return;
      if (typeof r.source !== "string" || r.source.trim() === "")
        throw officeError("InvalidArgument", "rule.list.source must be a Range or text.");
      if (r.source.charAt(0) === "=") return checkFormula("rule.list.source", r.source);
      if (r.source.length > 255)
        throw officeError("InvalidArgument", "rule.list.source is longer than Excel's 255 characters.");
      return;
    }
    checkOneOf("rule." + kind + ".operator", r.operator, OPERATORS);
    var bound = function (name, v) {
      if (v instanceof RangeProxy || (typeof v === "number" && isFinite(v))) return;
      if (typeof v === "string" && v !== "") return;
      throw officeError(
        "InvalidArgument",
        "rule." + kind + "." + name + " must be a number, a formula or a Range, got " + JSON.stringify(v) + ".",
      );
    };
    bound("formula1", r.formula1);
    if (r.operator === "Between" || r.operator === "NotBetween") bound("formula2", r.formula2);
  }

  function validationEntry(t) {
    var list = ext(t.sheet).validations;
    for (var i = 0; i < list.length; i++) {
      var v = list[i];
      if (v.box.r0 === t.box.r0 && v.box.r1 === t.box.r1 && v.box.c0 === t.box.c0 && v.box.c1 === t.box.c1) return v;
    }
    // A new rule over cells that had another one replaces it there (as Excel's dialog does).
    ext(t.sheet).validations = list.filter(function (o) {
      return !inside(o.box, t.box);
    });
    var n = { box: t.box, rule: null, errorAlert: null, prompt: null, ignoreBlanks: true };
    ext(t.sheet).validations.push(n);
    return n;
  }

  function describeRule(rule) {
    var kind = Object.keys(rule).filter(function (k) {
      return rule[k] !== undefined;
    })[0];
    var r = Object.assign({}, rule[kind]);
    Object.keys(r).forEach(function (k) {
      if (r[k] instanceof RangeProxy) r[k] = "=" + quoteSheet(r[k]._target.sheet.name) + "!" + absRef(r[k]._target.box);
    });
    var out = {};
    out[kind] = r;
    return out;
  }

  function decorateRange(range) {
    var f = range.format;
    writeOnly(f.font, "bold", range, "format.font.bold", function (t, v) {
      checkBoolean("font.bold", v);
      setLook(t, "bold", v);
    });
    writeOnly(f.font, "italic", range, "format.font.italic", function (t, v) {
      checkBoolean("font.italic", v);
      setLook(t, "italic", v);
    });
    writeOnly(f.font, "color", range, "format.font.color", function (t, v) {
      checkColor("font.color", v);
      setLook(t, "fontColor", v);
    });
    f.fill = {};
    writeOnly(f.fill, "color", range, "format.fill.color", function (t, v) {
      checkColor("fill.color", v);
      setLook(t, "fill", v);
    });
    writeOnly(f, "horizontalAlignment", range, "format.horizontalAlignment", function (t, v) {
      checkOneOf("horizontalAlignment", v, H_ALIGN);
      setLook(t, "horizontal", v);
    });
    writeOnly(f, "verticalAlignment", range, "format.verticalAlignment", function (t, v) {
      checkOneOf("verticalAlignment", v, V_ALIGN);
      setLook(t, "vertical", v);
    });
    writeOnly(f, "wrapText", range, "format.wrapText", function (t, v) {
      checkBoolean("wrapText", v);
      setLook(t, "wrap", v);
    });
    writeOnly(f, "columnWidth", range, "format.columnWidth", function (t, v) {
      // Points (OfficeDev/office-js#187); Excel's widest column is 255 characters.
      if (typeof v !== "number" || !(v >= 0 && v <= 1800))
        throw officeError("InvalidArgument", "columnWidth must be a number of points from 0, got " + v + ".");
      for (var c = t.box.c0; c <= t.box.c1; c++) ext(t.sheet).columnWidths[c] = v;
    });
    writeOnly(f, "rowHeight", range, "format.rowHeight", function (t, v) {
      if (typeof v !== "number" || !(v >= 0 && v <= 409))
        throw officeError("InvalidArgument", "rowHeight must be 0 to 409 points, got " + v + ".");
      if (t.box.r1 - t.box.r0 > 100000) throw officeError("InvalidArgument", "Range too large for the fake.");
      for (var r = t.box.r0; r <= t.box.r1; r++) ext(t.sheet).rowHeights[r] = v;
    });
    f.borders = {
      getItem: function (edge) {
        var item = {};
        var check = function () {
          checkOneOf("borders.getItem", edge, BORDER_EDGES);
        };
        writeOnly(item, "style", range, "border style", function (t, v) {
          check();
          checkOneOf("border style", v, BORDER_STYLES);
          borderEntry(t, edge).style = v;
        });
        writeOnly(item, "color", range, "border color", function (t, v) {
          check();
          checkColor("border color", v);
          borderEntry(t, edge).color = v;
        });
        writeOnly(item, "weight", range, "border weight", function (t, v) {
          check();
          checkOneOf("border weight", v, BORDER_WEIGHTS);
          borderEntry(t, edge).weight = v;
        });
        return item;
      },
    };
    var dv = {
      clear: function () {
        range._write("clear data validation", function (t) {
          ext(t.sheet).validations = ext(t.sheet).validations.filter(function (o) {
            return !overlaps(o.box, t.box);
          });
        });
      },
    };
    writeOnly(dv, "rule", range, "dataValidation.rule", function (t, v) {
      checkRule(v);
      validationEntry(t).rule = describeRule(v);
    });
    writeOnly(dv, "errorAlert", range, "dataValidation.errorAlert", function (t, v) {
      if (!v || typeof v !== "object") throw officeError("InvalidArgument", "errorAlert must be an object.");
      if (v.style !== undefined) checkOneOf("errorAlert.style", v.style, ["Stop", "Warning", "Information"]);
      if (v.showAlert !== undefined) checkBoolean("errorAlert.showAlert", v.showAlert);
      if (v.title !== undefined) checkText("errorAlert.title", v.title, 32);
      if (v.message !== undefined) checkText("errorAlert.message", v.message, 255);
      validationEntry(t).errorAlert = v;
    });
    writeOnly(dv, "prompt", range, "dataValidation.prompt", function (t, v) {
      if (!v || typeof v !== "object") throw officeError("InvalidArgument", "prompt must be an object.");
      if (v.showPrompt !== undefined) checkBoolean("prompt.showPrompt", v.showPrompt);
      if (v.title !== undefined) checkText("prompt.title", v.title, 32);
      if (v.message !== undefined) checkText("prompt.message", v.message, 255);
      validationEntry(t).prompt = v;
    });
    writeOnly(dv, "ignoreBlanks", range, "dataValidation.ignoreBlanks", function (t, v) {
      checkBoolean("ignoreBlanks", v);
      validationEntry(t).ignoreBlanks = v;
    });
    range.dataValidation = dv;
    range.conditionalFormats = {
      add: function (type) {
        var record = null;
        range._write("add conditional format", function (t) {
          checkOneOf("conditionalFormats.add", type, CF_TYPES);
          if (type !== "Custom")
            throw new Error("fake Excel: conditional formats of type " + type + " are not implemented");
          record = { box: t.box, type: type, formula: null, fill: null, fontColor: null, bold: null };
          ext(t.sheet).conditionalFormats.push(record);
        });
        var on = function (what, fn) {
          return function (t, v) {
            if (!record) throw officeError("InvalidOperation", what + ": the conditional format was not added.");
            fn(v);
          };
        };
        var custom = { rule: {}, format: { fill: {}, font: {} } };
        writeOnly(
          custom.rule,
          "formula",
          range,
          "custom.rule.formula",
          on("rule.formula", function (v) {
            checkFormula("custom.rule.formula", v);
            record.formula = v;
          }),
        );
        writeOnly(
          custom.format.fill,
          "color",
          range,
          "custom.format.fill.color",
          on("fill.color", function (v) {
            checkColor("fill.color", v);
            record.fill = v;
          }),
        );
        writeOnly(
          custom.format.font,
          "color",
          range,
          "custom.format.font.color",
          on("font.color", function (v) {
            checkColor("font.color", v);
            record.fontColor = v;
          }),
        );
        writeOnly(
          custom.format.font,
          "bold",
          range,
          "custom.format.font.bold",
          on("font.bold", function (v) {
            checkBoolean("font.bold", v);
            record.bold = v;
          }),
        );
        return { custom: custom, type: type };
      },
      clearAll: function () {
        range._write("clear conditional formats", function (t) {
          ext(t.sheet).conditionalFormats = ext(t.sheet).conditionalFormats.filter(function (o) {
            return !overlaps(o.box, t.box);
          });
        });
      },
    };
    range.sort = {
      apply: function (fields, matchCase, hasHeaders) {
        var copy = JSON.parse(JSON.stringify(fields));
        range._write("sort", function (t) {
          sortRows(t, copy, !!hasHeaders);
        });
      },
    };
  }

  /** Range.merge(across?): one merged area (or one per row), the top-left value kept. */
  RangeProxy.prototype.merge = function (across) {
    var book = this._ctx._book;
    this._write("merge", function (t) {
      if (across !== undefined) checkBoolean("merge(across)", across);
      book.tables.forEach(function (tb) {
        if (tb.sheetId === t.sheet.id && overlaps(tb.box, t.box))
          throw officeError("InvalidOperation", "Cells in a table can't be merged (" + tb.name + ").");
      });
      var rows = across ? [] : [t.box];
      if (across) for (var r = t.box.r0; r <= t.box.r1; r++) rows.push({ r0: r, r1: r, c0: t.box.c0, c1: t.box.c1 });
      rows.forEach(function (b) {
        if (cellCount(b) < 2) return;
        t.sheet.merged.forEach(function (m) {
          if (overlaps(m, b))
            throw officeError("InvalidOperation", "The range overlaps the merged area " + boxToRef(m) + ".");
        });
        for (var r2 = b.r0; r2 <= b.r1; r2++)
          for (var c2 = b.c0; c2 <= b.c1; c2++) if (r2 !== b.r0 || c2 !== b.c0) t.sheet.cells.delete(key(r2, c2));
        t.sheet.merged.push(b);
      });
    });
  };

  Object.defineProperty(RangeProxy.prototype, "columnHidden", {
    get: function () {
      throw new Error("fake Excel: reading columnHidden is not implemented (use book.hiddenColumns)");
    },
    set: function (v) {
      this._write("set columnHidden", function (t) {
        checkBoolean("columnHidden", v);
        for (var c = t.box.c0; c <= t.box.c1; c++) {
          if (v) ext(t.sheet).hiddenColumns[c] = true;
          else delete ext(t.sheet).hiddenColumns[c];
        }
      });
    },
  });

  // Range.formulas as a write: "=…" is a formula; anything else is entered as a value would be.
  Object.defineProperty(RangeProxy.prototype, "formulas", {
    get: function () {
      return this._get("formulas");
    },
    set: function (v) {
      var copy = Array.isArray(v)
        ? v.map(function (row) {
            return Array.isArray(row) ? row.slice() : row;
          })
        : v;
      this._write("set formulas", function (t) {
        var isMatrix = checkMatrix("formulas", t, copy);
        eachCell(t, copy, isMatrix, function (r, c, x) {
          if (typeof x === "number" && !isFinite(x))
            throw officeError("InvalidArgument", "Cannot write " + x + " to a cell.");
          if (typeof x !== "number" && typeof x !== "string" && typeof x !== "boolean") {
            throw officeError(
              "InvalidArgument",
              "Cannot write a " + typeof x + " to a cell (" + colToLetters(c) + (r + 1) + ").",
            );
          }
          var cell = cellAt(t.sheet, r, c);
          cell.shown = undefined;
          if (typeof x === "string" && x.charAt(0) === "'") {
            cell.formula = null;
            cell.value = x.slice(1);
          } else if (typeof x === "string" && x.length > 1 && /^[=+\-@]/.test(x)) {
            cell.formula = x.charAt(0) === "=" ? x : "=" + x;
            cell.value = "";
          } else {
            cell.formula = null;
            cell.value = x;
          }
        });
      });
    },
    configurable: true,
  });

  /** Excel's sort order of one value: numbers, text, logical, errors; blanks always last. */
  function sortRank(v) {
    if (v === "" || v === null || v === undefined) return 4;
    if (typeof v === "number") return 0;
    if (typeof v === "boolean") return 2;
    if (typeof v === "string" && /^#(NAME\?|VALUE!|N\/A|REF!|DIV\/0!|NUM!|NULL!|BUSY!|SPILL!|CALC!)$/.test(v)) return 3;
    return 1;
  }

  function sortRows(t, fields, hasHeaders) {
    var box = t.box;
    var sheet = t.sheet;
    if (!Array.isArray(fields) || fields.length === 0)
      throw officeError("InvalidArgument", "sort.apply needs at least one field.");
    fields.forEach(function (fd) {
      if (!fd || !Number.isInteger(fd.key) || fd.key < 0 || fd.key > box.c1 - box.c0)
        throw officeError(
          "InvalidArgument",
          "A sort field's key must be a column of the range, got " + JSON.stringify(fd && fd.key) + ".",
        );
    });
    sheet.merged.forEach(function (m) {
      if (overlaps(m, box))
        throw officeError(
          "InvalidOperation",
          "To do this, all the merged cells need to be the same size (" + boxToRef(m) + ").",
        );
    });
    var first = box.r0 + (hasHeaders ? 1 : 0);
    var rows = [];
    for (var r = first; r <= box.r1; r++) {
      var row = { index: r - first, cells: [], looks: [], fonts: [] };
      for (var c = box.c0; c <= box.c1; c++) {
        var k = key(r, c);
        row.cells.push(sheet.cells.get(k));
        row.looks.push(sheet.ext ? sheet.ext.looks.get(k) : undefined);
        row.fonts.push(sheet.fontSizes.get(k));
      }
      rows.push(row);
    }
    var shown = function (cell) {
      return cell ? (cell.formula !== null ? (cell.shown !== undefined ? cell.shown : 0) : cell.value) : "";
    };
    rows.sort(function (a, b) {
      for (var i = 0; i < fields.length; i++) {
        var col = fields[i].key;
        var x = shown(a.cells[col]);
        var y = shown(b.cells[col]);
        var rx = sortRank(x);
        var ry = sortRank(y);
        if (rx === 4 || ry === 4) {
          if (rx !== ry) return rx === 4 ? 1 : -1;
          continue;
        }
        var d =
          rx !== ry
            ? rx - ry
            : typeof x === "number"
              ? x - y
              : String(x).toLowerCase() < String(y).toLowerCase()
                ? -1
                : String(x).toLowerCase() > String(y).toLowerCase()
                  ? 1
                  : 0;
        if (d !== 0) return fields[i].ascending === false ? -d : d;
      }
      return a.index - b.index; // stable, as Excel's sort
    });
    rows.forEach(function (row, i) {
      for (var j = 0; j < row.cells.length; j++) {
        var k = key(first + i, box.c0 + j);
        if (row.cells[j]) sheet.cells.set(k, row.cells[j]);
        else sheet.cells.delete(k);
        if (sheet.ext) {
          if (row.looks[j]) sheet.ext.looks.set(k, row.looks[j]);
          else sheet.ext.looks.delete(k);
        }
        if (row.fonts[j] !== undefined) sheet.fontSizes.set(k, row.fonts[j]);
        else sheet.fontSizes.delete(k);
      }
    });
  }

  /** Worksheet.horizontalPageBreaks (ExcelApi 1.9): add(range) puts a break before its first row. */
  function PageBreakCollectionProxy(sheetProxy) {
    this._sheet = sheetProxy;
  }
  PageBreakCollectionProxy.prototype.add = function (where) {
    var book = this._sheet._ctx._book;
    this._sheet._write("add page break", function (sheet) {
      var t = rangeTarget(where, sheet, book);
      if (t.sheet !== sheet) throw officeError("InvalidArgument", "A page break must be on its own sheet.");
      if (t.box.r0 === 0) throw officeError("InvalidArgument", "A page break cannot go before row 1.");
      var list = ext(sheet).rowBreaks;
      if (list.indexOf(t.box.r0 + 1) < 0) list.push(t.box.r0 + 1);
      list.sort(function (a, b) {
        return a - b;
      });
    });
  };
  PageBreakCollectionProxy.prototype.removePageBreaks = function () {
    this._sheet._write("remove page breaks", function (sheet) {
      ext(sheet).rowBreaks = [];
    });
  };

  /** NamedItem.getRange() / getRangeOrNullObject(): the cells a name refers to (null: a deleted sheet). */
  NamedItemProxy.prototype.getRangeOrNullObject = function () {
    var self = this;
    var book = this._ctx._book;
    return new RangeProxy(this._ctx, function () {
      var n = self._target;
      var sheet = n ? book.sheetById(n.sheetId) : null;
      return sheet ? { sheet: sheet, box: n.box } : null;
    });
  };
  NamedItemProxy.prototype.getRange = function () {
    var self = this;
    var book = this._ctx._book;
    return new RangeProxy(this._ctx, function () {
      var n = self._target;
      var sheet = n ? book.sheetById(n.sheetId) : null;
      if (!sheet)
        throw officeError("InvalidOperation", "The name '" + (n ? n.name : "?") + "' does not refer to a range.");
      return { sheet: sheet, box: n.box };
    });
  };

  var ERROR_VALUE = /^#(NAME\?|VALUE!|N\/A|REF!|DIV\/0!|NUM!|NULL!|BUSY!|SPILL!|CALC!|GETTING_DATA)$/;

  /** Range.getSpecialCellsOrNullObject("Formulas", "All" | "Errors") (ExcelApi 1.9). */
  RangeProxy.prototype.getSpecialCellsOrNullObject = function (cellType, cellValueType) {
    var self = this;
    return new RangeAreasProxy(this._ctx, function () {
      checkOneOf("cellType", cellType, [
        "ConditionalFormats",
        "DataValidations",
        "Blanks",
        "Constants",
        "Formulas",
        "SameConditionalFormat",
        "SameDataValidation",
        "Visible",
      ]);
      if (cellType !== "Formulas") throw new Error("fake Excel: getSpecialCells(" + cellType + ") is not implemented");
      var valueType = cellValueType === undefined ? "All" : cellValueType;
      if (valueType !== "All" && valueType !== "Errors")
        throw new Error("fake Excel: getSpecialCells(Formulas, " + valueType + ") is not implemented");
      var t = self._target;
      if (t === null) return null;
      var areas = [];
      t.sheet.cells.forEach(function (cell, k) {
        var r = Math.floor(k / MAX_COLS);
        var c = k % MAX_COLS;
        if (cell.formula === null || r < t.box.r0 || r > t.box.r1 || c < t.box.c0 || c > t.box.c1) return;
        if (valueType === "Errors" && !(typeof cell.shown === "string" && ERROR_VALUE.test(cell.shown))) return;
        areas.push({ r0: r, r1: r, c0: c, c1: c });
      });
      areas.sort(function (a, b) {
        return a.r0 - b.r0 || a.c0 - b.c0;
      });
      return areas.length === 0 ? null : { sheet: t.sheet, areas: areas };
    });
  };

  /** RangeAreas.areas: a RangeCollection (items/address, items/formulas, items/values loadable). */
  function RangeCollectionProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
  }
  inherit(RangeCollectionProxy, "RangeCollection");
  defineItems(RangeCollectionProxy, RangeProxy, ["address", "values", "formulas"], function (list) {
    return list._target;
  });
  Object.defineProperty(RangeAreasProxy.prototype, "areas", {
    get: function () {
      var self = this;
      return new RangeCollectionProxy(this._ctx, function () {
        var t = self._target;
        return t === null
          ? null
          : t.areas.map(function (b) {
              return { sheet: t.sheet, box: b };
            });
      });
    },
  });

  // ---- Charts (ExcelApi 1.1): the minimum the rating chart uses ----
  //
  // Worksheet.charts: add(type, sourceData, seriesBy) (a write: the chart exists after the sync), load("items/name"),
  // getItem(name); Chart: name (loadable, settable), title.text (set), setPosition(start, end), delete(); and
  // Range.worksheet (navigation; a null range gives a null worksheet, whose charts are a null collection, as a null
  // sheet's used range is a null range). Reading a chart's name before load + sync throws, as everywhere in the fake.

  var CHART_TYPES = ["Line", "LineMarkers", "ColumnClustered", "BarClustered", "Pie", "XYScatter", "Area"];
  var SERIES_BY = ["Auto", "Columns", "Rows"];

  function sheetCharts(sheet) {
    if (!sheet.charts) sheet.charts = [];
    return sheet.charts;
  }

  Object.defineProperty(RangeProxy.prototype, "worksheet", {
    get: function () {
      var self = this;
      return new WorksheetProxy(this._ctx, function () {
        return self._target === null ? null : self._target.sheet;
      });
    },
  });

  function ChartCollectionProxy(ctx, sheetProxy) {
    this._ctx = ctx;
    this._sheet = sheetProxy;
    this._data = {};
    this._ready = {};
    this._resolvedOnce = true;
    this._target = true;
  }
  inherit(ChartCollectionProxy, "ChartCollection");
  defineItems(ChartCollectionProxy, ChartProxy, ["name"], function (charts) {
    var sheet = charts._sheet._target;
    if (sheet === undefined) throw new Error("fake Excel: charts of a worksheet not resolved yet");
    return sheet === null ? null : sheetCharts(sheet).slice();
  });

  ChartCollectionProxy.prototype.add = function (type, sourceData, seriesBy) {
    var sheetProxy = this._sheet;
    var book = this._ctx._book;
    var proxy = new ChartProxy(this._ctx, function () {
      var sheet = sheetProxy._target;
      if (sheet === null) throw officeError("InvalidOperation", "Cannot add a chart on a null object (Worksheet).");
      if (CHART_TYPES.indexOf(type) < 0)
        throw officeError("InvalidArgument", "The chart type '" + type + "' is not valid.");
      var by = seriesBy === undefined ? "Auto" : seriesBy;
      if (SERIES_BY.indexOf(by) < 0)
        throw officeError("InvalidArgument", "The series direction '" + seriesBy + "' is not valid.");
      var t = rangeTarget(sourceData, sheet, book);
      var list = sheetCharts(sheet);
      var n = 1;
      while (
        list.some(function (c) {
          return c.name === "Chart " + n;
        })
      )
        n++;
      var chart = {
        name: "Chart " + n,
        type: type,
        source: quoteSheet(t.sheet.name) + "!" + boxToRef(t.box),
        seriesBy: by,
        title: null,
        position: null,
      };
      list.push(chart);
      return chart;
    });
    this._ctx._queue[this._ctx._queue.length - 1].kind = "write";
    return proxy;
  };

  ChartCollectionProxy.prototype.getItem = function (name) {
    var sheetProxy = this._sheet;
    return new ChartProxy(this._ctx, function () {
      var sheet = sheetProxy._target;
      var found = sheet
        ? sheetCharts(sheet).filter(function (c) {
            return c.name === name;
          })[0]
        : undefined;
      if (!found) throw officeError("ItemNotFound", "The requested resource doesn't exist. (chart '" + name + "')");
      return found;
    });
  };

  function ChartProxy(ctx, resolve) {
    Proxy.call(this, ctx, resolve);
    var self = this;
    this.title = {};
    Object.defineProperty(this.title, "text", {
      get: function () {
        throw new Error("fake Excel: reading chart.title.text is not implemented (use book.charts)");
      },
      set: function (v) {
        self._write("set chart title", function (chart) {
          if (typeof v !== "string") throw officeError("InvalidArgument", "A chart title must be text.");
          chart.title = v;
        });
      },
    });
  }
  inherit(ChartProxy, "Chart");
  defineLoadable(ChartProxy, ["name"], {
    name: function (chart, v) {
      if (typeof v !== "string" || v === "") throw officeError("InvalidArgument", "A chart name must be text.");
      chart.name = v;
    },
  });
  ChartProxy.prototype._read = function (p) {
    return this._target[p];
  };
  ChartProxy.prototype.setPosition = function (start, end) {
    this._write("set chart position", function (chart) {
      parseRef(String(start));
      if (end !== undefined) parseRef(String(end));
      chart.position = end === undefined ? String(start) : String(start) + ":" + String(end);
    });
  };
  ChartProxy.prototype.delete = function () {
    var book = this._ctx._book;
    this._write("delete chart", function (chart) {
      book.sheets.forEach(function (s) {
        if (s.charts)
          s.charts = s.charts.filter(function (c) {
            return c !== chart;
          });
      });
    });
  };

  /** The charts of a sheet as written: [{ name, type, source: "'Rating chart'!B1:C4", seriesBy, title, position }]. */
  Book.prototype.charts = function (name) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    return sheetCharts(sheet).map(function (c) {
      return Object.assign({}, c);
    });
  };

  /** Adds a chart to a sheet (test setup, as a saved workbook holds it). */
  Book.prototype.addChart = function (name, chartName, source) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    sheetCharts(sheet).push({
      name: chartName,
      type: "Line",
      source: quoteSheet(sheet.name) + "!" + source,
      seriesBy: "Columns",
      title: null,
      position: null,
    });
    return this;
  };

  // ---- test-side views of what a writer built ----

  /** The look of one cell: {bold, italic, fontColor, fill, horizontal, vertical, wrap, fontSize} (unset: absent; size 11). */
  Book.prototype.look = function (name, a1) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    var box = parseRef(a1);
    var k = key(box.r0, box.c0);
    var l = sheet.ext ? sheet.ext.looks.get(k) : undefined;
    var out = Object.assign({}, l || {});
    out.fontSize = sheet.fontSizes.has(k) ? sheet.fontSizes.get(k) : 11;
    return out;
  };

  /** Width of a column ("B") in points; undefined when never set. */
  Book.prototype.columnWidth = function (name, letters) {
    var sheet = this.findSheet(name);
    return sheet.ext ? sheet.ext.columnWidths[lettersToCol(letters)] : undefined;
  };

  /** Height of a row (1-based) in points; undefined when never set. */
  Book.prototype.rowHeight = function (name, row) {
    var sheet = this.findSheet(name);
    return sheet.ext ? sheet.ext.rowHeights[row - 1] : undefined;
  };

  Book.prototype.hiddenColumns = function (name) {
    var sheet = this.findSheet(name);
    if (!sheet.ext) return [];
    return Object.keys(sheet.ext.hiddenColumns)
      .map(Number)
      .sort(function (a, b) {
        return a - b;
      })
      .map(colToLetters);
  };

  /** Data validations: [{range, rule, errorAlert, prompt, ignoreBlanks}] (a Range source as "=Sheet!$A$1:$A$9"). */
  Book.prototype.validations = function (name) {
    var sheet = this.findSheet(name);
    return sheet.ext ? extSnapshot(sheet).validations : [];
  };

  /** Conditional formats: [{range, type, formula, fill, fontColor, bold}]. */
  Book.prototype.conditionalFormats = function (name) {
    var sheet = this.findSheet(name);
    return sheet.ext ? extSnapshot(sheet).conditionalFormats : [];
  };

  /** Borders set through format.borders: [{range, edge, style, color, weight}]. */
  Book.prototype.borders = function (name) {
    var sheet = this.findSheet(name);
    return sheet.ext ? extSnapshot(sheet).borders : [];
  };

  /** Rows (1-based) a manual page break goes before. */
  Book.prototype.rowBreaks = function (name) {
    var sheet = this.findSheet(name);
    return sheet.ext ? sheet.ext.rowBreaks.slice() : [];
  };

  /**
   * Puts a formula in a cell (test setup, as a saved workbook holds it) that shows `shown` (e.g.
   * "#NAME?": a Brightwell formula typed or opened before the add-in's functions were registered).
   */
  Book.prototype.setFormula = function (name, a1, formula, shown) {
    var sheet = this.findSheet(name);
    if (!sheet) throw new Error("fake workbook: no sheet '" + name + "'");
    var box = parseRef(a1);
    var cell = cellAt(sheet, box.r0, box.c0);
    cell.formula = formula.charAt(0) === "=" ? formula : "=" + formula;
    cell.value = "";
    cell.shown = shown;
    return this;
  };

  // ---------------------------------------------------------------------------------------------
  // The Excel namespace
  // ---------------------------------------------------------------------------------------------

  /**
   * createFakeExcel({ sheets: { Results: [[...], ...] }, settings: { key: value }, merged: { Results: ["A2:A3"] } })
   *   → { Excel: { run }, book }
   * `book` is the inspectable workbook; `Excel.run(batch)` behaves like Office's: a fresh
   * context per run, and pending commands are flushed by one final sync when the batch resolves
   * (logged with implicit: true so tests can forbid relying on it).
   */
  function createFakeExcel(init) {
    var book = new Book();
    init = init || {};
    var sheets = init.sheets || {};
    Object.keys(sheets).forEach(function (name) {
      book.addSheet(name, sheets[name]);
    });
    var merged = init.merged || {};
    Object.keys(merged).forEach(function (name) {
      merged[name].forEach(function (a1) {
        book.mergeCells(name, a1);
      });
    });
    var settings = init.settings || {};
    Object.keys(settings).forEach(function (k) {
      book.settings.set(k, JSON.stringify(settings[k]));
    });
    book.syncDelayMs = init.syncDelayMs || 0;

    var Excel = {
      run: function (batch) {
        if (typeof batch !== "function") return Promise.reject(new Error("fake Excel.run supports run(batch) only"));
        var ctx = new Context(book, ++book.runCount);
        return Promise.resolve()
          .then(function () {
            return batch(ctx);
          })
          .then(function (result) {
            if (ctx._queue.length === 0) return result;
            return ctx.sync().then(function () {
              book.syncLog[book.syncLog.length - 1].implicit = true;
              return result;
            });
          })
          .then(
            function (result) {
              ctx._closed = true;
              return result;
            },
            function (err) {
              ctx._closed = true;
              throw err;
            },
          );
      },
      ClearApplyTo: { all: "All", formats: "Formats", contents: "Contents" },
      ChartType: { line: "Line", lineMarkers: "LineMarkers" },
      ChartSeriesBy: { auto: "Auto", columns: "Columns", rows: "Rows" },
      __isFake: true,
    };
    return { Excel: Excel, book: book };
  }

  createFakeExcel.parseRef = parseRef;
  createFakeExcel.boxToRef = boxToRef;
  createFakeExcel.NOT_LOADED = notLoaded;

  root.createFakeExcel = createFakeExcel;
  if (typeof module === "object" && module && module.exports) module.exports = { createFakeExcel: createFakeExcel };
})(typeof globalThis !== "undefined" ? globalThis : this);
