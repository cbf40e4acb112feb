/**
 * The command line's own words in English, Korean and Japanese: what every command shares (the general help, the
 * language rule, usage errors, the bug message) and the file guard's messages (src/cli/files.ts). The commands'
 * families have their own tables beside this one (cliHelp.ts: summaries and option descriptions; cliStandings.ts …).
 *
 * Templates are ICU-style: `{name}` placeholders and `{count, plural, one {…} other {…}}` plurals, filled by the one
 * helper ./plural.ts (formatMessage). Names of options (--out), files, sheets, cells and error codes (EACCES) stay as
 * they are in every language. The tags "error:", "warning:" and "note:" before a line stay English too: scripts and
 * the tests look for them, and they read as codes.
 *
 * Imports neither sheets/ nor formats/ (the layer rule of src/i18n).
 */
import type { Locale } from "./locale";
import { formatMessage, type Params } from "./plural";

/** A table of messages by key, one per language; every language has every key (the compiler checks it). */
export type MessageTable<K extends string> = Record<Locale, Record<K, string>>;

/** The message `key` of `table` in `locale`, its placeholders and plurals filled. */
export function message<K extends string>(table: MessageTable<K>, locale: Locale, key: K, params: Params = {}): string {
  return formatMessage(table[locale][key], params, locale);
}

const en = {
  // General help (main.ts).
  tagline: "Brightwell: Othello tournament standings (Brightwell Quotient) from results sheets.",
  usage: "Usage: {usage}",
  commands: "Commands:",
  options: "Options:",
  commandHelp: "Run `{cli} <command> --help` for a command's options.",
  exitCodes:
    "Exit codes: 0 ok, 1 wrong command line, 2 bad input (problems listed on stderr, nothing written), 3 (pair) no complete round, 70 a bug in Brightwell (please report it).",
  languageRule:
    "Language: --locale en|ko|ja, else the workbook's language (its Brightwell_Language setting), else the system's (LC_ALL, LC_MESSAGES, LANG; Windows: the display language), else English. Machine output (--json) is never translated.",
  optHelp: "Show this help.",
  optLocale:
    "Language of messages, tables and new sheets: en, ko or ja (default: the workbook's language, else the system's, else en).",
  // Usage errors (args.ts, main.ts).
  unknownCommand: 'Unknown command "{name}".',
  unknownOption: "Unknown option --{name}.",
  takesNoValue: "Option --{name} takes no value.",
  needsValue: "Option --{name} needs a value ({meta}).",
  localeValue: '--locale must be one of {locales}; got "{got}".',
  // The bug message (main.ts).
  bug:
    "Internal error: {what}\n" +
    "This is a bug in Brightwell, not a problem with your files. A file written with --out is either complete or\n" +
    "left as it was. Please report it to {reportTo}, with {command},\n" +
    "this message and, if you can, the input file. Run again with BRIGHTWELL_DEBUG=1 for the technical details.\n",
  bugCommand: "the command ({command})",
  bugNoCommand: "the command you ran",
  reportTo: 'the Brightwell maintainers (see "Reporting a problem" on the add-in\'s support page, support.html)',
  // File-system errors (files.ts fsErrorText): "{file}: cannot read the file…"
  fsHeadRead: "{file}: cannot read the file",
  fsHeadWrite: "{file}: cannot write the file",
  fsHeadReadBare: "cannot read the file",
  fsNoSuchFile: "{head} (no such file). Check the path.",
  fsNoCreate:
    "{head}: the system cannot create a file there (ENOENT, though its folder exists). Choose another folder.",
  fsNoFolder: "{head}: the folder {folder} does not exist. Create it first or choose another path.",
  fsNotDir: "{head}: {blocker} is a file, not a folder. Choose a path inside a folder.",
  fsPartOfPath: "a part of the path",
  fsIsDirRead: "{head}: it is a folder, not a file. Give a file name.",
  fsIsDirWrite: "{head}: it is a folder, not a file. Give a file name ending in .xlsx.",
  fsAccessRead: "{head}: permission denied (EACCES). Check the file's and its folder's permissions.",
  fsAccessWrite:
    "{head}: permission denied (EACCES). Check the file's and its folder's permissions, or choose another folder.",
  fsLocked:
    "{head}: it is locked (EPERM), usually because it is open in Excel or another program. Close it there and run again.",
  fsPermRead: "{head}: operation not permitted (EPERM). Check the file's and its folder's permissions.",
  fsPermWrite:
    "{head}: operation not permitted (EPERM). Check the file's and its folder's permissions, or choose another folder.",
  fsBusy: "{head}: it is in use by another program (EBUSY), e.g. open in Excel. Close it there and run again.",
  fsReadOnly: "{head}: the disk is read-only (EROFS). Choose a folder on a writable disk.",
  fsFull: "{head}: the disk is full (ENOSPC). Free some space or choose another disk.",
  fsQuota: "{head}: your disk quota is used up (EDQUOT). Free some space or choose another disk.",
  fsTooLong: "{head}: the path is too long for this system (ENAMETOOLONG). Choose a shorter name or folder.",
  fsTooMany: "{head}: too many files are open ({code}). Close some programs and run again.",
  fsInvalid: '{head}: the name is not valid on this system (EINVAL). Avoid characters such as : * ? " < > |.',
  fsLoop: "{head}: the path has a loop of symbolic links (ELOOP). Give the real path.",
  fsOther: "{head}: {why}{code}.",
  // The output guard (files.ts checkOutput).
  outExtension: '{flag} must name a {ext} file, got "{out}".',
  outXlsm:
    '{flag} must name an .xlsm file: the input is a macro-enabled workbook and the copy keeps its macros, got "{out}".',
  outXlsx:
    '{flag} must name an .xlsx file (Brightwell writes Excel workbooks only; an .xlsm input gives an .xlsm copy), got "{out}".',
  outIsInputOtherName:
    "error: {flag} {out} is {role} {command} reads under another name; {command} writes into it only when {flag} names it as given ({flag} {input}). Give a new file name. Nothing written.\n",
  outIsInput:
    "error: {flag} {out} is {role} {command} reads; {command} never writes over it. Give a new file name. Nothing written.\n",
  outIsInputNotWorkbook:
    "error: {flag} {out} is {role} {command} reads; {command} never writes over it unless it is an .xlsx or .xlsm workbook. Give a new file name. Nothing written.\n",
  outIsFolder: "error: {flag} {out} is a folder. Give a file name ending in {ext}. Nothing written.\n",
  outExists:
    "error: {flag} {out}: the file exists and {command} never replaces a file unasked. Choose another name. Nothing written.\n",
  outExistsForce:
    "error: {flag} {out}: the file exists and {command} never replaces a file unasked. Choose another name, or add --force to replace it. Nothing written.\n",
  outFolderError: "error: {text} Nothing written.\n",
  // Roles of the inputs the guard names ("… is the results file standings reads").
  roleResults: "the results file",
  rolePlayers: "the --players file",
  roleTournament: "the tournament file",
  roleWorkbook: "the workbook",
  roleList: "the list",
  roleGames: "the games file",
  // The folder walk (files.ts eloFilesIn).
  folderUnreadable: "{folder}: cannot read the folder: {why}. Give a folder that holds .ELO files.",
  folderSkipped: "cannot read the folder: {why}; the rest was read",
  whyPermission: "permission denied ({code})",
  whyNoFolder: "no such folder ({code})",
  whyNotFolder: "not a folder ({code})",
  notRegular: "not a regular file ({what}): not read",
  namedPipe: "a named pipe",
  socket: "a socket",
  device: "a device",
  notAFile: "not a file",
} as const;

export type CliKey = keyof typeof en;

const ko: Record<CliKey, string> = {
  tagline: "Brightwell: 결과 시트로 오델로 대회 순위(Brightwell 지수)를 계산합니다.",
  usage: "사용법: {usage}",
  commands: "명령:",
  options: "옵션:",
  commandHelp: "명령의 옵션은 `{cli} <명령> --help`로 봅니다.",
  exitCodes:
    "종료 코드: 0 정상, 1 명령줄 오류, 2 입력 오류(문제는 stderr에 표시, 아무것도 쓰지 않음), 3 (pair) 완전한 라운드 없음, 70 Brightwell의 버그(알려 주세요).",
  languageRule:
    "언어: --locale en|ko|ja, 없으면 통합 문서의 언어(Brightwell_Language 설정), 없으면 시스템의 언어(LC_ALL, LC_MESSAGES, LANG; Windows는 표시 언어), 없으면 영어. 기계용 출력(--json)은 번역하지 않습니다.",
  optHelp: "이 도움말을 표시합니다.",
  optLocale: "메시지, 표, 새 시트의 언어: en, ko, ja (기본값: 통합 문서의 언어, 없으면 시스템의 언어, 없으면 en).",
  unknownCommand: '알 수 없는 명령 "{name}"입니다.',
  unknownOption: "알 수 없는 옵션 --{name}입니다.",
  takesNoValue: "옵션 --{name}에는 값을 주지 않습니다.",
  needsValue: "옵션 --{name}에 값({meta})이 필요합니다.",
  localeValue: '--locale은 {locales} 중 하나여야 합니다. 받은 값: "{got}".',
  bug:
    "내부 오류: {what}\n" +
    "Brightwell의 버그이며 파일의 문제가 아닙니다. --out으로 쓰는 파일은 완전히 쓰였거나 그대로 남아 있습니다.\n" +
    "{reportTo}에 {command}, 이 메시지, 가능하면 입력 파일을 함께 알려 주세요.\n" +
    "기술적인 자세한 내용은 BRIGHTWELL_DEBUG=1로 다시 실행하면 볼 수 있습니다.\n",
  bugCommand: "명령({command})",
  bugNoCommand: "실행한 명령",
  reportTo: "Brightwell 관리자(추가 기능의 지원 페이지 support.html의 「문제 알리기」 참조)",
  fsHeadRead: "{file}: 파일을 읽을 수 없습니다",
  fsHeadWrite: "{file}: 파일을 쓸 수 없습니다",
  fsHeadReadBare: "파일을 읽을 수 없습니다",
  fsNoSuchFile: "{head}(파일이 없음). 경로를 확인하세요.",
  fsNoCreate: "{head}: 시스템이 그곳에 파일을 만들 수 없습니다(ENOENT, 폴더는 있음). 다른 폴더를 고르세요.",
  fsNoFolder: "{head}: 폴더 {folder}이(가) 없습니다. 먼저 만들거나 다른 경로를 고르세요.",
  fsNotDir: "{head}: {blocker}은(는) 폴더가 아니라 파일입니다. 폴더 안의 경로를 고르세요.",
  fsPartOfPath: "경로의 일부",
  fsIsDirRead: "{head}: 파일이 아니라 폴더입니다. 파일 이름을 주세요.",
  fsIsDirWrite: "{head}: 파일이 아니라 폴더입니다. .xlsx로 끝나는 파일 이름을 주세요.",
  fsAccessRead: "{head}: 권한이 없습니다(EACCES). 파일과 폴더의 권한을 확인하세요.",
  fsAccessWrite: "{head}: 권한이 없습니다(EACCES). 파일과 폴더의 권한을 확인하거나 다른 폴더를 고르세요.",
  fsLocked:
    "{head}: 잠겨 있습니다(EPERM). 보통 Excel 등 다른 프로그램에서 열려 있기 때문입니다. 그곳에서 닫고 다시 실행하세요.",
  fsPermRead: "{head}: 허용되지 않는 작업입니다(EPERM). 파일과 폴더의 권한을 확인하세요.",
  fsPermWrite: "{head}: 허용되지 않는 작업입니다(EPERM). 파일과 폴더의 권한을 확인하거나 다른 폴더를 고르세요.",
  fsBusy: "{head}: 다른 프로그램이 사용 중입니다(EBUSY). 예: Excel에서 열려 있음. 그곳에서 닫고 다시 실행하세요.",
  fsReadOnly: "{head}: 디스크가 읽기 전용입니다(EROFS). 쓸 수 있는 디스크의 폴더를 고르세요.",
  fsFull: "{head}: 디스크가 가득 찼습니다(ENOSPC). 공간을 비우거나 다른 디스크를 고르세요.",
  fsQuota: "{head}: 디스크 할당량을 다 썼습니다(EDQUOT). 공간을 비우거나 다른 디스크를 고르세요.",
  fsTooLong: "{head}: 이 시스템에서 경로가 너무 깁니다(ENAMETOOLONG). 더 짧은 이름이나 폴더를 고르세요.",
  fsTooMany: "{head}: 열린 파일이 너무 많습니다({code}). 프로그램 몇 개를 닫고 다시 실행하세요.",
  fsInvalid: '{head}: 이 시스템에서 쓸 수 없는 이름입니다(EINVAL). : * ? " < > | 같은 문자를 피하세요.',
  fsLoop: "{head}: 경로에 심볼릭 링크의 순환이 있습니다(ELOOP). 실제 경로를 주세요.",
  fsOther: "{head}: {why}{code}.",
  outExtension: '{flag}에는 {ext} 파일 이름을 주어야 합니다. 받은 값: "{out}".',
  outXlsm:
    '{flag}에는 .xlsm 파일 이름을 주어야 합니다. 입력이 매크로 사용 통합 문서이고 사본도 매크로를 유지합니다. 받은 값: "{out}".',
  outXlsx:
    '{flag}에는 .xlsx 파일 이름을 주어야 합니다(Brightwell은 Excel 통합 문서만 씁니다. .xlsm 입력은 .xlsm 사본이 됩니다). 받은 값: "{out}".',
  outIsInputOtherName:
    "error: {flag} {out}은(는) {command}이(가) 읽는 {role}을(를) 다른 이름으로 가리킵니다. {command}은(는) {flag}에 입력 그대로의 이름을 줄 때만({flag} {input}) 그 안에 씁니다. 새 파일 이름을 주세요. 아무것도 쓰지 않았습니다.\n",
  outIsInput:
    "error: {flag} {out}은(는) {command}이(가) 읽는 {role}입니다. {command}은(는) 그 위에 쓰지 않습니다. 새 파일 이름을 주세요. 아무것도 쓰지 않았습니다.\n",
  outIsInputNotWorkbook:
    "error: {flag} {out}은(는) {command}이(가) 읽는 {role}입니다. .xlsx나 .xlsm 통합 문서가 아니면 {command}은(는) 그 위에 쓰지 않습니다. 새 파일 이름을 주세요. 아무것도 쓰지 않았습니다.\n",
  outIsFolder: "error: {flag} {out}은(는) 폴더입니다. {ext}로 끝나는 파일 이름을 주세요. 아무것도 쓰지 않았습니다.\n",
  outExists:
    "error: {flag} {out}: 파일이 이미 있고 {command}은(는) 묻지 않고 파일을 바꾸지 않습니다. 다른 이름을 고르세요. 아무것도 쓰지 않았습니다.\n",
  outExistsForce:
    "error: {flag} {out}: 파일이 이미 있고 {command}은(는) 묻지 않고 파일을 바꾸지 않습니다. 다른 이름을 고르거나, 바꾸려면 --force를 붙이세요. 아무것도 쓰지 않았습니다.\n",
  outFolderError: "error: {text} 아무것도 쓰지 않았습니다.\n",
  roleResults: "결과 파일",
  rolePlayers: "--players 파일",
  roleTournament: "대회 파일",
  roleWorkbook: "통합 문서",
  roleList: "목록 파일",
  roleGames: "대국 파일",
  folderUnreadable: "{folder}: 폴더를 읽을 수 없습니다: {why}. .ELO 파일이 있는 폴더를 주세요.",
  folderSkipped: "폴더를 읽을 수 없습니다: {why}; 나머지는 읽었습니다",
  whyPermission: "권한 없음({code})",
  whyNoFolder: "폴더가 없음({code})",
  whyNotFolder: "폴더가 아님({code})",
  notRegular: "일반 파일이 아닙니다({what}): 읽지 않았습니다",
  namedPipe: "이름 있는 파이프",
  socket: "소켓",
  device: "장치",
  notAFile: "파일이 아님",
};

const ja: Record<CliKey, string> = {
  tagline: "Brightwell: 結果シートからオセロ大会の順位(Brightwell 指数)を計算します。",
  usage: "使い方: {usage}",
  commands: "コマンド:",
  options: "オプション:",
  commandHelp: "コマンドのオプションは `{cli} <コマンド> --help` で表示します。",
  exitCodes:
    "終了コード: 0 正常、1 コマンドラインの誤り、2 入力の誤り(問題は stderr に表示、何も書きません)、3 (pair) 完全な回戦なし、70 Brightwell のバグ(報告してください)。",
  languageRule:
    "言語: --locale en|ko|ja、なければブックの言語(Brightwell_Language の設定)、なければシステムの言語(LC_ALL、LC_MESSAGES、LANG。Windows では表示言語)、なければ英語。機械向けの出力(--json)は翻訳しません。",
  optHelp: "このヘルプを表示します。",
  optLocale:
    "メッセージ、表、新しいシートの言語: en、ko、ja(既定: ブックの言語、なければシステムの言語、なければ en)。",
  unknownCommand: "不明なコマンド「{name}」です。",
  unknownOption: "不明なオプション --{name} です。",
  takesNoValue: "オプション --{name} は値を取りません。",
  needsValue: "オプション --{name} には値({meta})が必要です。",
  localeValue: "--locale は {locales} のいずれかにしてください。指定された値:「{got}」。",
  bug:
    "内部エラー: {what}\n" +
    "Brightwell のバグで、ファイルの問題ではありません。--out で書くファイルは完全に書かれたか、元のままです。\n" +
    "{reportTo}に、{command}、このメッセージ、できれば入力ファイルを添えて報告してください。\n" +
    "技術的な詳細は BRIGHTWELL_DEBUG=1 を付けて再実行すると表示されます。\n",
  bugCommand: "コマンド({command})",
  bugNoCommand: "実行したコマンド",
  reportTo: "Brightwell の管理者(アドインのサポートページ support.html の「問題の報告」を参照)",
  fsHeadRead: "{file}: ファイルを読めません",
  fsHeadWrite: "{file}: ファイルを書けません",
  fsHeadReadBare: "ファイルを読めません",
  fsNoSuchFile: "{head}(ファイルがありません)。パスを確認してください。",
  fsNoCreate:
    "{head}: システムがそこにファイルを作れません(ENOENT、フォルダーはあります)。別のフォルダーを選んでください。",
  fsNoFolder: "{head}: フォルダー {folder} がありません。先に作るか、別のパスを選んでください。",
  fsNotDir: "{head}: {blocker} はフォルダーではなくファイルです。フォルダーの中のパスを選んでください。",
  fsPartOfPath: "パスの一部",
  fsIsDirRead: "{head}: ファイルではなくフォルダーです。ファイル名を指定してください。",
  fsIsDirWrite: "{head}: ファイルではなくフォルダーです。.xlsx で終わるファイル名を指定してください。",
  fsAccessRead: "{head}: アクセス権がありません(EACCES)。ファイルとフォルダーのアクセス権を確認してください。",
  fsAccessWrite:
    "{head}: アクセス権がありません(EACCES)。ファイルとフォルダーのアクセス権を確認するか、別のフォルダーを選んでください。",
  fsLocked:
    "{head}: ロックされています(EPERM)。たいてい Excel などのプログラムで開かれているためです。そちらで閉じてから再実行してください。",
  fsPermRead: "{head}: 許可されていない操作です(EPERM)。ファイルとフォルダーのアクセス権を確認してください。",
  fsPermWrite:
    "{head}: 許可されていない操作です(EPERM)。ファイルとフォルダーのアクセス権を確認するか、別のフォルダーを選んでください。",
  fsBusy: "{head}: ほかのプログラムが使用中です(EBUSY。例: Excel で開いている)。そちらで閉じてから再実行してください。",
  fsReadOnly: "{head}: ディスクが読み取り専用です(EROFS)。書き込めるディスクのフォルダーを選んでください。",
  fsFull: "{head}: ディスクがいっぱいです(ENOSPC)。空きを作るか、別のディスクを選んでください。",
  fsQuota: "{head}: ディスクの割り当てを使い切りました(EDQUOT)。空きを作るか、別のディスクを選んでください。",
  fsTooLong: "{head}: このシステムではパスが長すぎます(ENAMETOOLONG)。短い名前かフォルダーを選んでください。",
  fsTooMany: "{head}: 開いているファイルが多すぎます({code})。いくつかのプログラムを閉じてから再実行してください。",
  fsInvalid: '{head}: このシステムでは使えない名前です(EINVAL)。: * ? " < > | などの文字を避けてください。',
  fsLoop: "{head}: パスにシンボリックリンクの循環があります(ELOOP)。実際のパスを指定してください。",
  fsOther: "{head}: {why}{code}。",
  outExtension: "{flag} には {ext} ファイルの名前を指定してください。指定された値:「{out}」。",
  outXlsm:
    "{flag} には .xlsm ファイルの名前を指定してください。入力はマクロ有効ブックで、コピーもマクロを保ちます。指定された値:「{out}」。",
  outXlsx:
    "{flag} には .xlsx ファイルの名前を指定してください(Brightwell は Excel ブックだけを書きます。.xlsm の入力からは .xlsm のコピーになります)。指定された値:「{out}」。",
  outIsInputOtherName:
    "error: {flag} {out} は {command} が読む{role}を別の名前で指しています。{command} がその中に書くのは、{flag} に入力と同じ名前を指定したとき({flag} {input})だけです。新しいファイル名を指定してください。何も書いていません。\n",
  outIsInput:
    "error: {flag} {out} は {command} が読む{role}です。{command} はその上に書きません。新しいファイル名を指定してください。何も書いていません。\n",
  outIsInputNotWorkbook:
    "error: {flag} {out} は {command} が読む{role}です。.xlsx か .xlsm のブックでなければ {command} はその上に書きません。新しいファイル名を指定してください。何も書いていません。\n",
  outIsFolder:
    "error: {flag} {out} はフォルダーです。{ext} で終わるファイル名を指定してください。何も書いていません。\n",
  outExists:
    "error: {flag} {out}: ファイルが既にあり、{command} は断りなくファイルを置き換えません。別の名前を選んでください。何も書いていません。\n",
  outExistsForce:
    "error: {flag} {out}: ファイルが既にあり、{command} は断りなくファイルを置き換えません。別の名前を選ぶか、置き換えるには --force を付けてください。何も書いていません。\n",
  outFolderError: "error: {text} 何も書いていません。\n",
  roleResults: "結果ファイル",
  rolePlayers: "--players のファイル",
  roleTournament: "大会ファイル",
  roleWorkbook: "ブック",
  roleList: "リストのファイル",
  roleGames: "対局のファイル",
  folderUnreadable: "{folder}: フォルダーを読めません: {why}。.ELO ファイルのあるフォルダーを指定してください。",
  folderSkipped: "フォルダーを読めません: {why}。残りは読みました",
  whyPermission: "アクセス権なし({code})",
  whyNoFolder: "フォルダーがない({code})",
  whyNotFolder: "フォルダーではない({code})",
  notRegular: "通常のファイルではありません({what}): 読んでいません",
  namedPipe: "名前付きパイプ",
  socket: "ソケット",
  device: "デバイス",
  notAFile: "ファイルではない",
};

export const CLI_MESSAGES: MessageTable<CliKey> = { en, ko, ja };

/** A message of the command line's shared table (above) in `locale`. */
export function cliText(locale: Locale, key: CliKey, params: Params = {}): string {
  return message(CLI_MESSAGES, locale, key, params);
}
