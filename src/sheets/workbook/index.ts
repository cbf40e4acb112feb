/**
 * Public API of src/sheets/workbook/: a new tournament workbook, its settings and the result slips as data.
 * Hosts apply the definitions with their writer (the file: src/xlsx/spec.ts; Office.js: the pane).
 */
export type {
  SheetSpec,
  SheetRole,
  WorkbookSpec,
  NameSpec,
  SpecValue,
  FormulaCell,
  CellStyle,
  ValidationSpec,
  ValidationRule,
  ConditionalFormatSpec,
  FormatSpec,
  PrintSpec,
} from "./spec";
export { fileFormula, userFormula, isFormulaCell, emptySheet, unresolvedBrightwellCells } from "./spec";
export type { NewTournamentOptions } from "./newTournament";
export { bqExampleCell } from "./instructions";
export {
  newTournamentWorkbook,
  newTournamentSheetNames,
  templateWorkbook,
  standingsFormula,
  resultsMarks,
  byeChoices,
  sheetOf,
  cachedValues,
  SHEET_ORDER,
  LIVE_STANDINGS_ROW,
  SETTINGS_PRINT_ROWS,
  HELPER_NAMES,
  PLAYER_ROWS,
  RESULT_ROWS,
} from "./newTournament";
export type {
  TournamentSettings,
  SettingEntry,
  SettingProblem,
  ParsedSettings,
  SettingKey,
  TextSettingKey,
  CheckedSettingKey,
} from "./settings";
export {
  parseSettings,
  settingEntriesFromNames,
  formatSettingProblem,
  excelDateSerial,
  excelDateText,
  SETTING_NAMES,
  SETTING_KEYS,
  HEADER_SETTING_KEYS,
  ALL_SETTING_KEYS,
  DEFAULT_PRESET,
  MAX_ROUNDS,
} from "./settings";
export { renderSlipsSheet, SLIP_ROWS, SLIPS_PER_PAGE } from "./slips";
export type { SlipsOptions } from "./slips";
export { exampleEvent, BQ_EXAMPLE } from "./example";
export type { ExampleEvent, ExamplePlayer, ExampleGame } from "./example";
export { planImportSettings } from "./importSettings";
export type { ImportedEvent, ImportSettingsPlan, ImportSettingsInput, SettingCellWrite } from "./importSettings";
