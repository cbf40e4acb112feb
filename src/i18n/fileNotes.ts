/**
 * What the tournament-file readers say about a file, in English, Korean and Japanese: the notes of the .ELO reader
 * (src/formats/elo), the loader's own notes and the check of the published list (src/formats/load.ts, eloCheck.ts,
 * ftdCheck.ts), and the frame that groups notes of one kind ("line 12: … (and 14 more like it: lines …)",
 * src/formats/notes.ts). A note keeps its English sentence (`message`, read by the corpus command and the tests) and
 * gains its words in every language from the same template and parameters (src/formats/notes.ts fileNote).
 *
 * Templates as in ./cli.ts: `{name}` placeholders, ICU plurals for every count. Ids, quoted file text, "%_%", the
 * game notation and file names stay as they are. Imports neither formats/ nor sheets/ (the layer rule of src/i18n).
 */
import type { Locale } from "./locale";
import { formatMessage, type Params } from "./plural";
import type { MessageTable } from "./cli";

const en = {
  // The grouping frame (src/formats/notes.ts).
  frameLine: "line {line}: {message}",
  frameMore: "{message} (and {count, plural, one {# more} other {# more}} like it)",
  frameMoreLines:
    "{message} (and {count, plural, one {# more} other {# more}} like it: {lines, plural, one {line} other {lines}} {list})",
  frameSomeLines: "{shown} and {count, plural, one {# more} other {# more}}",
  // The .ELO reader's notes (src/formats/elo).
  noPlayerList:
    "the file has no player list (%_% lines): players are known by their ids, and there are no published scores to check",
  playerTwice: "player {id} is listed twice (first on line {first}); this line was left out",
  selfGame: "a game of player {id} against himself, left out",
  idZeros: 'id "{id}" read as the listed player {same}',
  unlistedPlayer: "player {id} is not in the player list; added with his id as name",
  unknownInGame:
    'a game against an unknown player ("{id}"): counted against an unnamed player of his own, as the file cannot tell which listed player he is',
  scoreColumnMissing:
    "player {id}: {score} cannot be a score (more than his games and rounds) and his line has a column fewer than the others: read as the last column, the score column being missing",
  playoffBlock:
    '{count, plural, one {# game of "{text}" is a play-off game} other {# games of "{text}" are play-off games}}, not counted in the Swiss standings',
  playoffCounted:
    "the published scores count the {count, plural, one {# play-off game} other {# play-off games}} ({with, plural, one {# player's score matches} other {# players' scores match}} with them, {without} without): counted, in rounds {from}–{to}",
  roundsShort:
    "the games stop at round {round}, but {unreachable} of {scored, plural, one {# player's published score needs} other {# players' published scores need}} more games (the highest is {max}): the file looks cut short or has rounds missing. Its games were read as they are; no bye was rebuilt. Check that the whole file was sent",
  scoreMismatch:
    "player {id} has the published score {score} but his games give {points}; the games were kept as listed",
  scoreMismatchGaps:
    "player {id} has the published score {score} but his games give {points} with {gaps, plural, one {# round} other {# rounds}} without a game; the games were kept as listed",
  byeFromScore: "player {id} has no game in round {round}; counted as a bye (1 point), as his published score needs it",
  duplicateGame:
    'the game {black} ({bd})–({wd}) {white} repeats line {first} under "{text}" with the same colours and discs: the same game written twice; this copy was left out',
  playoffOnly: 'the file has only play-off or match games ("{text}"): they are its rounds',
  freeBlock:
    '{count, plural, one {# game under "{text}" has no round number} other {# games under "{text}" have no round numbers}}: laid out in rounds in the order listed',
  roundRestart: 'round numbers start again at "{text}": its rounds {first}–{last} were read as rounds {from}–{to}',
  twiceInRoundLeftOut:
    "player {id} already has a game in round {round} (line {other}); this game is left out of the standings, as the published scores do not count it",
  twiceInRoundMoved:
    "player {id} already has a game in round {round} (line {other}); this game was moved to round {to}, the first round where both players are free",
  roundGap:
    "no games in {count, plural, one {round {rounds}} other {# rounds ({rounds})}}: the later rounds were numbered on (round {was} read as round {now})",
  notAGame: 'not a game line, left out: "{line}" (a game is "blackID (discs)>(discs) whiteID", with >, < or =)',
  labelPlayoff: '"{line}" read as the start of a play-off block',
  labelFree: '"{line}" read as the start of a block of games without round numbers',
  headerRound: 'round header "{line}" read as round {round}',
  headerPlayoff: 'round header "{line}" read as a play-off block',
  headerFree: 'round header "{line}" read as a block of games without round numbers',
  commentedGame: 'a game line commented out with "%" is not counted: "{line}"',
  gamesOnOneLine: "{count, plural, one {# game} other {# games}} on one line; each was read",
  extraText: 'text after the game ignored: "{text}"',
  walkover:
    'the game {black}–{white} is marked as a walkover ("%{comment}"): a forfeit, scored for the standings as written and never rated',
  noRoundHeader: "games before any round header: laid out in rounds in the order listed (each player once a round)",
  noDiscs: "a game with a result but no disc counts: counted as an adjudicated game (points, no discs)",
  oneDisc: "only one disc count is given; the game counts by its result sign only",
  signDiscs: 'result sign "{sign}" disagrees with the discs {bd}-{wd}; the sign was used',
  discSum: "discs {bd}+{wd} do not sum to {board}; kept as written",
  badDiscs: 'disc count "({text})" is not a number of 0–{board}; the game counts by its result sign only',
  decimalComma: '"{d},5" read as {d}.5 (a decimal comma)',
  scoreSum:
    'score written "{text}": the first number, {value}, is taken as the score of the games listed (the rest is not in this file)',
  nanScore: 'the score "{text}" of player {id} is not a number; left empty',
  nanLast: 'the last column "{text}" of player {id} is not a number; left empty',
  nanRating: 'the rating "{text}" of player {id} is not a number; left empty',
  scoreDecimal: 'score written "{text}": read as {score}',
  extraColumns: '{count, plural, one {# column} other {# columns}} after the rating ignored ("{values}")',
  playerColumns:
    'player line not in the standard form "ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]"; read as name "{name}"{country}{missing}',
  columnsCountry: ", country {country}",
  columnsNoScore: ", no score",
  columnsNoLast: ", no last column",
  columnsNoBoth: ", no score and no last column",
  newPlayer: 'id written "+{id}" (a player new to the rating list): read as {id}',
  unknownIdListed: 'player listed with the unknown id "{id}"',
  noName: "player {id} has no name; his id is used as name",
  lineEndingsMixed: "line endings are mixed ({kinds}); all were read as line ends",
  lineEndings: "line endings are {kind}; read as line ends",
  endCrlf: "CR LF (Windows)",
  endLf: "LF",
  endCr: "CR (old Mac)",
  // The loader's notes (src/formats/load.ts).
  ftdPlayoff:
    "{count, plural, one {# play-off game after the Swiss rounds is} other {# play-off games after the Swiss rounds are}} not imported",
  encodingRead: "the text is {encoding}; read as such (first character outside ASCII on this line)",
  encodingReadBom:
    "the text is {encoding} with a byte-order mark; read as such (first character outside ASCII on this line)",
  // The check of an .ELO file's published list (load.ts eloCheckSummary, eloCheck.ts).
  pointsAll:
    "points: all {count, plural, one {# published score is} other {# published scores are}} reproduced by the games",
  pointsSome:
    "points: {match} of {count, plural, one {# published score is} other {# published scores are}} reproduced by the games ({differ} differ)",
  lastAll: "last column: {rule} reproduces it for all {count, plural, one {# player} other {# players}}",
  lastNone:
    "last column: no rule reproduces it; the closest, {rule}, is off for {off} of {count, plural, one {# player} other {# players}}",
  settings: "standings settings: {settings}",
  settingsOrder:
    "standings settings: {settings} (they give the published order of all {count, plural, one {# player} other {# players}})",
  settingsOrderDiffers: "standings settings: {settings} (the published order differs from position {position} on)",
  ruleBq: "BQ of preset {preset} (C = {c})",
  ruleDiscs: "the disc count",
  ruleDiscsWith: "the disc count ({extra})",
  ruleEmpties: "empty squares to the winner",
  ruleByeDiscs: "a bye counts {discs, plural, one {# disc} other {# discs}}",
  settingsPreset: "preset {preset}",
  settingsTiebreaks: "tie-breaks {tiebreaks}",
  settingsByeDiscs: "a bye {discs, plural, one {# disc} other {# discs}}",
  listSeparator: ", ",
  // The check of a FlipTheDisc export's published standings (ftdCheck.ts).
  ftdDiffScore: "player {id}: published {published}, games give {computed}",
  ftdDiffMbq: "player {id}: published {published}, computed {computed}",
  ftdNothing: "nothing",
  ftdDiffMore: "{shown}; and {count, plural, one {# more} other {# more}}",
  ftdPointsSome:
    "points: {match} of {count, plural, one {# published score is} other {# published scores are}} reproduced by the games ({differ})",
  ftdMbqAll:
    "mbq: all {count, plural, one {# published value is} other {# published values are}} reproduced (BQ with C = {c}, rounded)",
  ftdMbqSome:
    "mbq: {match} of {count, plural, one {# published value is} other {# published values are}} reproduced by BQ with C = {c}, rounded ({differ})",
  ftdOrder: "standings: the published order of all {count, plural, one {# player} other {# players}}",
  ftdOrderDiffers: "standings: the published order differs from position {position} on",
  // The decoder's warnings (src/formats/decode.ts), and where one is in a CSV file (src/cli/workbook.ts).
  fileLine: "{file} (line {line}): {message}",
  decodeReplaced:
    '{count, plural, one {# character} other {# characters}} could not be read as {encoding} ({cause}) and show as "{mark}". Check the names on that line; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  decodeReplacedLines:
    '{count, plural, one {# character} other {# characters}} could not be read as {encoding} ({cause}) and show as "{mark}" (lines {lines}). Check the names on those lines; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  causeBadUtf8: "bytes that are not valid UTF-8",
  causeBadUtf16: "bytes that are not valid UTF-16",
  causeHalfChar: "the file ends in half a character",
  causeSurrogates: "unpaired surrogate code units",
  causeInFile: "it was already in the file",
  decodeUtf16:
    'The file has no byte-order mark, but every second byte is 0, as in {what}: read as {encoding}. Save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  utf16le: 'UTF-16 LE (little-endian, Excel\'s "Unicode Text")',
  utf16be: "UTF-16 BE (big-endian)",
  decodeLegacy:
    'The file is not UTF-8; read as {encoding}. Check the names from this line on; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  decodeLegacyAlso:
    'The file is not UTF-8; read as {encoding}, though it would also read as {other}. Check the names from this line on; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  decodeWestern:
    'The file is not UTF-8; read as {encoding} (not {other}). Check the names from this line on; save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  decodeNoCharacter:
    'It holds bytes that have no character in {encoding}: it may be in another encoding. Save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  decodeNoCharacterLines:
    'It holds bytes that have no character in {encoding} (lines {lines}): it may be in another encoding. Save the file as "CSV UTF-8" (Excel: File › Save As) or UTF-8 to avoid the guess.',
  // The FlipTheDisc reader's findings and refusals (src/formats/flipTheDisc.ts).
  ftdWhere: "{path} (round {round})",
  ftdNotAPair: "{where}: not a pair of two players ({json}); the game was left out.",
  ftdNoResult: "{where}: no result ({json}); the game was left out.",
  ftdNoDiscs: "{where}: no disc count for Black; the game counts by its result only (adjudicated, no discs).",
  ftdDiscsNaN:
    "{where}: Black's disc count {json} is not a number; the game counts by its result only (adjudicated, no discs).",
  ftdContradictDraw:
    "{where}: round {round}, board {board}, {black} (Black) {bd}–{wd} {white} (White), but the result field says a draw: counted as a draw, 32–32 (the discs {bd}–{wd} were not used).",
  ftdContradict:
    "{where}: round {round}, board {board}, {black} (Black) {bd}–{wd} {white} (White), but the result field says {said}: the result was used ({score}), the discs kept as written.",
  ftdBlackWon: "Black won",
  ftdBlackLost: "Black lost",
  ftdExpectedId: "{where}: expected a player id, got {json}.",
  ftdBadJson: "Not valid JSON: {detail}",
  ftdNotObject: "Expected a JSON object with info, players_list and rounds.",
  ftdNoPlayers: 'Missing "players_list" (an array of players).',
  ftdNotPlayer: "{where}: expected a player object.",
  ftdDiscsRange: "{where}: Black's discs must be 0..{board}, got {bd}.",
  // Refusals (load.ts TournamentFileError).
  emptyFile: "The file is empty: give a FlipTheDisc tournament export (.json) or a WOF results file (.ELO).",
  badJson: "Not valid JSON ({detail}). Export the tournament from FlipTheDisc again.",
  ftdNoGames:
    "The export has no games in its Swiss rounds (rounds[].pairing is empty). Export the tournament again once a round has results.",
  eloNoGames:
    'Line 1: the file holds no game lines. A WOF results file lists each game as "blackID (discs)>(discs) whiteID" under a "%Round: n" line; add the games, or check that this is the right file.',
  eloNoGamesList:
    'Line 1: the player list (line {line}) has {count, plural, one {# player} other {# players}} but holds no game lines. A WOF results file lists each game as "blackID (discs)>(discs) whiteID" under a "%Round: n" line; add the games, or check that this is the right file.',
};

export type FileNoteKey = keyof typeof en;

const ko: Record<FileNoteKey, string> = {
  frameLine: "{line}행: {message}",
  frameMore: "{message} (같은 종류 {count, plural, other {#건}} 더)",
  frameMoreLines: "{message} (같은 종류 {count, plural, other {#건}} 더, {lines, plural, other {#개 행}}: {list})",
  frameSomeLines: "{shown} 외 {count, plural, other {#개}}",
  noPlayerList: "파일에 선수 목록(%_% 줄)이 없습니다. 선수는 ID로만 알 수 있고, 대조할 공개 점수가 없습니다",
  playerTwice: "선수 {id}이(가) 두 번 올라 있습니다(처음은 {first}행). 이 행은 뺐습니다",
  selfGame: "선수 {id}이(가) 자기 자신과 둔 대국은 뺐습니다",
  idZeros: 'ID "{id}"을(를) 목록의 선수 {same}(으)로 읽었습니다',
  unlistedPlayer: "선수 {id}이(가) 선수 목록에 없습니다. ID를 이름으로 하여 추가했습니다",
  unknownInGame:
    '알 수 없는 선수("{id}")와의 대국: 파일로는 목록의 어느 선수인지 알 수 없어, 이름 없는 별도의 선수와의 대국으로 셌습니다',
  scoreColumnMissing:
    "선수 {id}: {score}은(는) 점수일 수 없고(대국 수와 라운드 수보다 많음) 이 행은 다른 행보다 열이 하나 적습니다. 점수 열이 빠진 것으로 보고 마지막 열로 읽었습니다",
  playoffBlock: '"{text}"의 대국 {count, plural, other {#국}}은(는) 플레이오프 대국이라 스위스 순위에 세지 않습니다',
  playoffCounted:
    "공개 점수는 플레이오프 대국 {count, plural, other {#국}}을(를) 셉니다(이를 넣으면 {with, plural, other {#명}}, 빼면 {without}명의 점수가 맞음). 라운드 {from}–{to}로 셌습니다",
  roundsShort:
    "대국은 라운드 {round}에서 끝나지만 선수 {scored, plural, other {#명}} 중 {unreachable}명의 공개 점수는 더 많은 대국이 필요합니다(최고 {max}). 파일이 중간에 잘렸거나 빠진 라운드가 있는 것 같습니다. 대국은 있는 그대로 읽었고 부전승은 다시 만들지 않았습니다. 파일 전체를 받았는지 확인하세요",
  scoreMismatch: "선수 {id}의 공개 점수는 {score}이지만 대국으로는 {points}입니다. 대국은 적힌 그대로 두었습니다",
  scoreMismatchGaps:
    "선수 {id}의 공개 점수는 {score}이지만 대국으로는 {points}이고, 대국이 없는 라운드가 {gaps, plural, other {#개}} 있습니다. 대국은 적힌 그대로 두었습니다",
  byeFromScore: "선수 {id}은(는) 라운드 {round}에 대국이 없습니다. 공개 점수에 필요하므로 부전승(1점)으로 셌습니다",
  duplicateGame:
    '대국 {black} ({bd})–({wd}) {white}은(는) "{text}" 아래 {first}행과 흑백도 돌수도 같습니다. 같은 대국을 두 번 적은 것이라 이 사본은 뺐습니다',
  playoffOnly: '파일에 플레이오프나 매치 대국("{text}")만 있습니다. 이를 라운드로 삼았습니다',
  freeBlock:
    '"{text}" 아래 대국 {count, plural, other {#국}}에 라운드 번호가 없습니다. 적힌 순서대로 라운드에 배치했습니다',
  roundRestart:
    '라운드 번호가 "{text}"에서 다시 시작합니다. 그 라운드 {first}–{last}을(를) 라운드 {from}–{to}(으)로 읽었습니다',
  twiceInRoundLeftOut:
    "선수 {id}은(는) 라운드 {round}에 이미 대국이 있습니다({other}행). 공개 점수가 이 대국을 세지 않으므로 순위에서 뺐습니다",
  twiceInRoundMoved:
    "선수 {id}은(는) 라운드 {round}에 이미 대국이 있습니다({other}행). 이 대국은 두 선수가 모두 비어 있는 첫 라운드인 라운드 {to}(으)로 옮겼습니다",
  roundGap:
    "라운드 {rounds}({count, plural, other {#개 라운드}})에 대국이 없습니다. 이후 라운드 번호를 당겼습니다(라운드 {was}을(를) 라운드 {now}(으)로 읽음)",
  notAGame: '대국 줄이 아니라 뺐습니다: "{line}" (대국은 "blackID (discs)>(discs) whiteID" 꼴이며 >, < 또는 =를 씀)',
  labelPlayoff: '"{line}"을(를) 플레이오프 블록의 시작으로 읽었습니다',
  labelFree: '"{line}"을(를) 라운드 번호 없는 대국 블록의 시작으로 읽었습니다',
  headerRound: '라운드 머리글 "{line}"을(를) 라운드 {round}(으)로 읽었습니다',
  headerPlayoff: '라운드 머리글 "{line}"을(를) 플레이오프 블록으로 읽었습니다',
  headerFree: '라운드 머리글 "{line}"을(를) 라운드 번호 없는 대국 블록으로 읽었습니다',
  commentedGame: '"%"로 주석 처리된 대국 줄은 세지 않습니다: "{line}"',
  gamesOnOneLine: "한 줄에 대국 {count, plural, other {#국}}이 있어 각각 읽었습니다",
  extraText: '대국 뒤의 글은 무시했습니다: "{text}"',
  walkover:
    '대국 {black}–{white}은(는) 몰수승으로 표시되어 있습니다("%{comment}"). 몰수이므로 순위에는 적힌 대로 세고 레이팅에는 넣지 않습니다',
  noRoundHeader: "라운드 머리글 앞의 대국: 적힌 순서대로 라운드에 배치했습니다(라운드마다 선수당 한 번)",
  noDiscs: "결과는 있지만 돌수가 없는 대국: 판정 대국으로 셌습니다(점수만, 돌수 없음)",
  oneDisc: "돌수가 하나만 적혀 있습니다. 이 대국은 결과 기호로만 셉니다",
  signDiscs: '결과 기호 "{sign}"이(가) 돌수 {bd}-{wd}와 맞지 않습니다. 기호를 따랐습니다',
  discSum: "돌수 {bd}+{wd}의 합이 {board}이(가) 아닙니다. 적힌 그대로 두었습니다",
  badDiscs: '돌수 "({text})"은(는) 0–{board}의 수가 아닙니다. 이 대국은 결과 기호로만 셉니다',
  decimalComma: '"{d},5"를 {d}.5로 읽었습니다(소수점 쉼표)',
  scoreSum:
    '점수가 "{text}"(으)로 적혀 있습니다. 첫 수 {value}을(를) 적힌 대국의 점수로 보았습니다(나머지는 이 파일에 없음)',
  nanScore: '선수 {id}의 점수 "{text}"은(는) 수가 아닙니다. 비워 두었습니다',
  nanLast: '선수 {id}의 마지막 열 "{text}"은(는) 수가 아닙니다. 비워 두었습니다',
  nanRating: '선수 {id}의 레이팅 "{text}"은(는) 수가 아닙니다. 비워 두었습니다',
  scoreDecimal: '점수가 "{text}"(으)로 적혀 있습니다. {score}(으)로 읽었습니다',
  extraColumns: '레이팅 뒤의 열 {count, plural, other {#개}}은(는) 무시했습니다("{values}")',
  playerColumns:
    '선수 줄이 표준 형식 "ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]"이 아닙니다. 이름 "{name}"{country}{missing}(으)로 읽었습니다',
  columnsCountry: ", 국가 {country}",
  columnsNoScore: ", 점수 없음",
  columnsNoLast: ", 마지막 열 없음",
  columnsNoBoth: ", 점수와 마지막 열 없음",
  newPlayer: 'ID가 "+{id}"(으)로 적혀 있습니다(레이팅 목록에 새로 오른 선수). {id}(으)로 읽었습니다',
  unknownIdListed: '선수가 알 수 없는 ID "{id}"(으)로 올라 있습니다',
  noName: "선수 {id}에게 이름이 없습니다. ID를 이름으로 씁니다",
  lineEndingsMixed: "줄 끝이 섞여 있습니다({kinds}). 모두 줄 끝으로 읽었습니다",
  lineEndings: "줄 끝이 {kind}입니다. 줄 끝으로 읽었습니다",
  endCrlf: "CR LF (Windows)",
  endLf: "LF",
  endCr: "CR (옛 Mac)",
  ftdPlayoff: "스위스 라운드 뒤의 플레이오프 대국 {count, plural, other {#국}}은(는) 가져오지 않습니다",
  encodingRead: "글자 인코딩은 {encoding}이며 그대로 읽었습니다(이 행에 ASCII 밖의 첫 글자가 있음)",
  encodingReadBom:
    "글자 인코딩은 바이트 순서 표시(BOM)가 있는 {encoding}이며 그대로 읽었습니다(이 행에 ASCII 밖의 첫 글자가 있음)",
  pointsAll: "점수: 공개 점수 {count, plural, other {#개}}를 모두 대국으로 재현합니다",
  pointsSome: "점수: 공개 점수 {count, plural, other {#개}} 중 {match}개를 대국으로 재현합니다({differ}개 다름)",
  lastAll: "마지막 열: {rule}(으)로 선수 {count, plural, other {#명}} 모두 재현합니다",
  lastNone:
    "마지막 열: 재현하는 규칙이 없습니다. 가장 가까운 {rule}은(는) 선수 {count, plural, other {#명}} 중 {off}명이 다릅니다",
  settings: "순위 설정: {settings}",
  settingsOrder: "순위 설정: {settings} (선수 {count, plural, other {#명}} 모두 공개 순서대로 나옴)",
  settingsOrderDiffers: "순위 설정: {settings} ({position}위부터 공개 순서와 다름)",
  ruleBq: "프리셋 {preset}의 BQ (C = {c})",
  ruleDiscs: "돌수",
  ruleDiscsWith: "돌수({extra})",
  ruleEmpties: "빈칸은 승자에게",
  ruleByeDiscs: "부전승은 돌 {discs, plural, other {#개}}",
  settingsPreset: "프리셋 {preset}",
  settingsTiebreaks: "타이브레이크 {tiebreaks}",
  settingsByeDiscs: "부전승 돌 {discs, plural, other {#개}}",
  listSeparator: ", ",
  ftdDiffScore: "선수 {id}: 공개 {published}, 대국으로 {computed}",
  ftdDiffMbq: "선수 {id}: 공개 {published}, 계산 {computed}",
  ftdNothing: "없음",
  ftdDiffMore: "{shown}; 외 {count, plural, other {#명}}",
  ftdPointsSome: "점수: 공개 점수 {count, plural, other {#개}} 중 {match}개를 대국으로 재현합니다({differ})",
  ftdMbqAll: "mbq: 공개 값 {count, plural, other {#개}}를 모두 재현합니다(C = {c}인 BQ, 반올림)",
  ftdMbqSome: "mbq: 공개 값 {count, plural, other {#개}} 중 {match}개를 C = {c}인 BQ(반올림)로 재현합니다({differ})",
  ftdOrder: "순위: 선수 {count, plural, other {#명}} 모두 공개 순서대로",
  ftdOrderDiffers: "순위: {position}위부터 공개 순서와 다릅니다",
  fileLine: "{file}({line}행): {message}",
  decodeReplaced:
    '{count, plural, other {#자}}를 {encoding}(으)로 읽지 못해({cause}) "{mark}"로 보입니다. 그 행의 이름을 확인하세요. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  decodeReplacedLines:
    '{count, plural, other {#자}}를 {encoding}(으)로 읽지 못해({cause}) "{mark}"로 보입니다({lines}행). 그 행들의 이름을 확인하세요. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  causeBadUtf8: "올바른 UTF-8이 아닌 바이트",
  causeBadUtf16: "올바른 UTF-16이 아닌 바이트",
  causeHalfChar: "파일이 글자 반쪽에서 끝남",
  causeSurrogates: "짝이 없는 서로게이트 코드 단위",
  causeInFile: "파일에 처음부터 있었음",
  decodeUtf16:
    '파일에 바이트 순서 표시(BOM)가 없지만 {what}처럼 두 바이트마다 0이 있어 {encoding}(으)로 읽었습니다. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  utf16le: 'UTF-16 LE(리틀 엔디언, Excel의 "유니코드 텍스트")',
  utf16be: "UTF-16 BE(빅 엔디언)",
  decodeLegacy:
    '파일이 UTF-8이 아니라 {encoding}(으)로 읽었습니다. 이 행부터 이름을 확인하세요. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  decodeLegacyAlso:
    '파일이 UTF-8이 아니라 {encoding}(으)로 읽었습니다({other}(으)로도 읽힘). 이 행부터 이름을 확인하세요. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  decodeWestern:
    '파일이 UTF-8이 아니라 {encoding}(으)로 읽었습니다({other} 아님). 이 행부터 이름을 확인하세요. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  decodeNoCharacter:
    '{encoding}에 없는 바이트가 있습니다. 다른 인코딩일 수 있습니다. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  decodeNoCharacterLines:
    '{encoding}에 없는 바이트가 있습니다({lines}행). 다른 인코딩일 수 있습니다. "CSV UTF-8"(Excel: 파일 › 다른 이름으로 저장)나 UTF-8로 저장하면 추측하지 않아도 됩니다.',
  ftdWhere: "{path}(라운드 {round})",
  ftdNotAPair: "{where}: 두 선수의 짝이 아닙니다({json}). 이 대국은 뺐습니다.",
  ftdNoResult: "{where}: 결과가 없습니다({json}). 이 대국은 뺐습니다.",
  ftdNoDiscs: "{where}: 흑의 돌수가 없습니다. 이 대국은 결과로만 셉니다(판정, 돌수 없음).",
  ftdDiscsNaN: "{where}: 흑의 돌수 {json}은(는) 수가 아닙니다. 이 대국은 결과로만 셉니다(판정, 돌수 없음).",
  ftdContradictDraw:
    "{where}: 라운드 {round}, {board}번 판, {black}(흑) {bd}–{wd} {white}(백)인데 결과 칸은 무승부입니다. 무승부 32–32로 셌습니다(돌수 {bd}–{wd}는 쓰지 않음).",
  ftdContradict:
    "{where}: 라운드 {round}, {board}번 판, {black}(흑) {bd}–{wd} {white}(백)인데 결과 칸은 {said}입니다. 결과({score})를 따랐고 돌수는 적힌 그대로 두었습니다.",
  ftdBlackWon: "흑 승",
  ftdBlackLost: "흑 패",
  ftdExpectedId: "{where}: 선수 ID가 있어야 하는데 {json}입니다.",
  ftdBadJson: '올바른 JSON이 아닙니다: "{detail}"',
  ftdNotObject: "info, players_list, rounds가 있는 JSON 객체여야 합니다.",
  ftdNoPlayers: '"players_list"(선수 배열)가 없습니다.',
  ftdNotPlayer: "{where}: 선수 객체여야 합니다.",
  ftdDiscsRange: "{where}: 흑의 돌수는 0..{board}여야 하는데 {bd}입니다.",
  emptyFile: "파일이 비어 있습니다. FlipTheDisc 대회 내보내기(.json)나 WOF 결과 파일(.ELO)을 지정하세요.",
  badJson: '올바른 JSON이 아닙니다("{detail}"). FlipTheDisc에서 대회를 다시 내보내세요.',
  ftdNoGames:
    "내보낸 파일의 스위스 라운드에 대국이 없습니다(rounds[].pairing이 비어 있음). 결과가 있는 라운드가 생긴 뒤 다시 내보내세요.",
  eloNoGames:
    '1행: 파일에 대국 줄이 없습니다. WOF 결과 파일은 각 대국을 "%Round: n" 줄 아래에 "blackID (discs)>(discs) whiteID" 꼴로 적습니다. 대국을 넣거나 올바른 파일인지 확인하세요.',
  eloNoGamesList:
    '1행: 선수 목록({line}행)에 선수 {count, plural, other {#명}}이 있지만 대국 줄이 없습니다. WOF 결과 파일은 각 대국을 "%Round: n" 줄 아래에 "blackID (discs)>(discs) whiteID" 꼴로 적습니다. 대국을 넣거나 올바른 파일인지 확인하세요.',
};

const ja: Record<FileNoteKey, string> = {
  frameLine: "{line}行目: {message}",
  frameMore: "{message}(同じ種類があと{count, plural, other {#件}})",
  frameMoreLines: "{message}(同じ種類があと{count, plural, other {#件}}、{lines, plural, other {#行}}: {list})",
  frameSomeLines: "{shown} ほか{count, plural, other {#行}}",
  noPlayerList: "ファイルに選手一覧(%_% の行)がありません。選手は ID でしか分からず、照合する公表得点がありません",
  playerTwice: "選手 {id} が二度載っています(最初は {first} 行目)。この行は除きました",
  selfGame: "選手 {id} が自分自身と打った対局は除きました",
  idZeros: 'ID "{id}" を一覧の選手 {same} と読みました',
  unlistedPlayer: "選手 {id} は選手一覧にありません。ID を名前として追加しました",
  unknownInGame:
    '不明な選手("{id}")との対局: ファイルからは一覧のどの選手か分からないため、名前のない別の選手との対局として数えました',
  scoreColumnMissing:
    "選手 {id}: {score} は得点ではありえず(対局数と回戦数より多い)、この行は他の行より列が一つ少ないため、得点の列が抜けているとみて最後の列として読みました",
  playoffBlock: '"{text}" の対局 {count, plural, other {#局}}はプレーオフの対局で、スイス方式の順位には数えません',
  playoffCounted:
    "公表得点はプレーオフの対局 {count, plural, other {#局}}を数えています(入れると {with, plural, other {#人}}、入れないと {without} 人の得点が一致)。第{from}–{to}回戦として数えました",
  roundsShort:
    "対局は第{round}回戦で終わっていますが、選手 {scored, plural, other {#人}}のうち {unreachable} 人の公表得点にはもっと多くの対局が必要です(最高 {max})。ファイルが途中で切れているか、抜けた回戦があるようです。対局はそのまま読み、不戦勝は作り直していません。ファイル全体が送られたか確かめてください",
  scoreMismatch: "選手 {id} の公表得点は {score} ですが、対局からは {points} です。対局は書かれたとおりにしました",
  scoreMismatchGaps:
    "選手 {id} の公表得点は {score} ですが、対局からは {points} で、対局のない回戦が {gaps, plural, other {#回}}あります。対局は書かれたとおりにしました",
  byeFromScore: "選手 {id} は第{round}回戦に対局がありません。公表得点に必要なため不戦勝(1点)として数えました",
  duplicateGame:
    '対局 {black} ({bd})–({wd}) {white} は "{text}" の下の {first} 行目と手番も石数も同じです。同じ対局を二度書いたものなので、この写しは除きました',
  playoffOnly: 'ファイルにはプレーオフかマッチの対局("{text}")しかありません。それを回戦としました',
  freeBlock: '"{text}" の下の対局 {count, plural, other {#局}}に回戦番号がありません。書かれた順に回戦へ割り振りました',
  roundRestart: '回戦番号が "{text}" で振り直されています。その第{first}–{last}回戦を第{from}–{to}回戦として読みました',
  twiceInRoundLeftOut:
    "選手 {id} は第{round}回戦にすでに対局があります({other} 行目)。公表得点はこの対局を数えていないため、順位から除きました",
  twiceInRoundMoved:
    "選手 {id} は第{round}回戦にすでに対局があります({other} 行目)。この対局は両選手とも空いている最初の回戦、第{to}回戦に移しました",
  roundGap:
    "回戦 {rounds}({count, plural, other {#回戦分}})に対局がありません。以降の回戦番号を詰めました(第{was}回戦を第{now}回戦として読みました)",
  notAGame:
    '対局の行ではないため除きました: "{line}"(対局は "blackID (discs)>(discs) whiteID" の形で、>、< か = を使います)',
  labelPlayoff: '"{line}" をプレーオフのブロックの始まりと読みました',
  labelFree: '"{line}" を回戦番号のない対局のブロックの始まりと読みました',
  headerRound: '回戦の見出し "{line}" を第{round}回戦と読みました',
  headerPlayoff: '回戦の見出し "{line}" をプレーオフのブロックと読みました',
  headerFree: '回戦の見出し "{line}" を回戦番号のない対局のブロックと読みました',
  commentedGame: '"%" でコメントにされた対局の行は数えません: "{line}"',
  gamesOnOneLine: "一行に対局が {count, plural, other {#局}}あり、それぞれ読みました",
  extraText: '対局の後の文字は無視しました: "{text}"',
  walkover:
    '対局 {black}–{white} は不戦と記されています("%{comment}")。不戦なので順位には書かれたとおりに数え、レーティングには入れません',
  noRoundHeader: "回戦の見出しより前の対局: 書かれた順に回戦へ割り振りました(各回戦で選手一人一度)",
  noDiscs: "結果はあるが石数のない対局: 判定の対局として数えました(得点のみ、石数なし)",
  oneDisc: "石数が一つしか書かれていません。この対局は結果の記号だけで数えます",
  signDiscs: '結果の記号 "{sign}" が石数 {bd}-{wd} と合いません。記号に従いました',
  discSum: "石数 {bd}+{wd} の合計が {board} になりません。書かれたとおりにしました",
  badDiscs: '石数 "({text})" は 0–{board} の数ではありません。この対局は結果の記号だけで数えます',
  decimalComma: '"{d},5" を {d}.5 と読みました(小数点のコンマ)',
  scoreSum:
    '得点が "{text}" と書かれています。最初の数 {value} を書かれた対局の得点としました(残りはこのファイルにない)',
  nanScore: '選手 {id} の得点 "{text}" は数ではありません。空欄にしました',
  nanLast: '選手 {id} の最後の列 "{text}" は数ではありません。空欄にしました',
  nanRating: '選手 {id} のレーティング "{text}" は数ではありません。空欄にしました',
  scoreDecimal: '得点が "{text}" と書かれています。{score} と読みました',
  extraColumns: 'レーティングの後の {count, plural, other {#列}}は無視しました("{values}")',
  playerColumns:
    '選手の行が標準の形 "ID, NAME, Firstname, COUNTRY, score, disc-count[, rating]" ではありません。名前 "{name}"{country}{missing} と読みました',
  columnsCountry: "、国 {country}",
  columnsNoScore: "、得点なし",
  columnsNoLast: "、最後の列なし",
  columnsNoBoth: "、得点も最後の列もなし",
  newPlayer: 'ID が "+{id}" と書かれています(レーティング一覧に新しく載る選手)。{id} と読みました',
  unknownIdListed: '選手が不明な ID "{id}" で載っています',
  noName: "選手 {id} には名前がありません。ID を名前として使います",
  lineEndingsMixed: "改行が混在しています({kinds})。すべて改行として読みました",
  lineEndings: "改行は {kind} です。改行として読みました",
  endCrlf: "CR LF (Windows)",
  endLf: "LF",
  endCr: "CR (旧 Mac)",
  ftdPlayoff: "スイス方式の回戦の後のプレーオフの対局 {count, plural, other {#局}}は取り込みません",
  encodingRead: "文字コードは {encoding} で、そのとおり読みました(この行に ASCII 以外の最初の文字があります)",
  encodingReadBom:
    "文字コードはバイト順マーク(BOM)付きの {encoding} で、そのとおり読みました(この行に ASCII 以外の最初の文字があります)",
  pointsAll: "得点: 公表得点 {count, plural, other {#件}}をすべて対局で再現します",
  pointsSome: "得点: 公表得点 {count, plural, other {#件}}のうち {match} 件を対局で再現します({differ} 件は異なる)",
  lastAll: "最後の列: {rule}で選手 {count, plural, other {#人}}全員を再現します",
  lastNone:
    "最後の列: 再現する規則がありません。最も近い{rule}は選手 {count, plural, other {#人}}のうち {off} 人が違います",
  settings: "順位の設定: {settings}",
  settingsOrder: "順位の設定: {settings}(選手 {count, plural, other {#人}}全員が公表順位どおりになります)",
  settingsOrderDiffers: "順位の設定: {settings}({position} 位から公表順位と異なります)",
  ruleBq: "プリセット {preset} の BQ (C = {c})",
  ruleDiscs: "石数",
  ruleDiscsWith: "石数({extra})",
  ruleEmpties: "空きマスは勝者に",
  ruleByeDiscs: "不戦勝は {discs, plural, other {#石}}",
  settingsPreset: "プリセット {preset}",
  settingsTiebreaks: "タイブレーク {tiebreaks}",
  settingsByeDiscs: "不戦勝 {discs, plural, other {#石}}",
  listSeparator: "、",
  ftdDiffScore: "選手 {id}: 公表 {published}、対局から {computed}",
  ftdDiffMbq: "選手 {id}: 公表 {published}、計算 {computed}",
  ftdNothing: "なし",
  ftdDiffMore: "{shown}; ほか {count, plural, other {#人}}",
  ftdPointsSome: "得点: 公表得点 {count, plural, other {#件}}のうち {match} 件を対局で再現します({differ})",
  ftdMbqAll: "mbq: 公表値 {count, plural, other {#件}}をすべて再現します(C = {c} の BQ、四捨五入)",
  ftdMbqSome:
    "mbq: 公表値 {count, plural, other {#件}}のうち {match} 件を C = {c} の BQ(四捨五入)で再現します({differ})",
  ftdOrder: "順位: 選手 {count, plural, other {#人}}全員が公表順位どおり",
  ftdOrderDiffers: "順位: {position} 位から公表順位と異なります",
  fileLine: "{file}({line} 行目): {message}",
  decodeReplaced:
    '{count, plural, other {#文字}}を {encoding} として読めず({cause})、"{mark}" と表示されます。その行の名前を確かめてください。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  decodeReplacedLines:
    '{count, plural, other {#文字}}を {encoding} として読めず({cause})、"{mark}" と表示されます({lines} 行目)。それらの行の名前を確かめてください。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  causeBadUtf8: "正しい UTF-8 でないバイト",
  causeBadUtf16: "正しい UTF-16 でないバイト",
  causeHalfChar: "ファイルが文字の途中で終わっている",
  causeSurrogates: "対になっていないサロゲート",
  causeInFile: "もとからファイルにあった",
  decodeUtf16:
    'ファイルにバイト順マーク(BOM)はありませんが、{what}のように 2 バイトごとに 0 があるため、{encoding} として読みました。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  utf16le: "UTF-16 LE(リトルエンディアン、Excel の「Unicode テキスト」)",
  utf16be: "UTF-16 BE(ビッグエンディアン)",
  decodeLegacy:
    'ファイルは UTF-8 ではなく、{encoding} として読みました。この行から名前を確かめてください。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  decodeLegacyAlso:
    'ファイルは UTF-8 ではなく、{encoding} として読みました({other} としても読めます)。この行から名前を確かめてください。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  decodeWestern:
    'ファイルは UTF-8 ではなく、{encoding} として読みました({other} ではなく)。この行から名前を確かめてください。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  decodeNoCharacter:
    '{encoding} にない文字のバイトがあります。別の文字コードかもしれません。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  decodeNoCharacterLines:
    '{encoding} にない文字のバイトがあります({lines} 行目)。別の文字コードかもしれません。"CSV UTF-8"(Excel: ファイル › 名前を付けて保存)か UTF-8 で保存すれば推測は要りません。',
  ftdWhere: "{path}(第{round}回戦)",
  ftdNotAPair: "{where}: 二人の選手の組ではありません({json})。この対局は除きました。",
  ftdNoResult: "{where}: 結果がありません({json})。この対局は除きました。",
  ftdNoDiscs: "{where}: 黒の石数がありません。この対局は結果だけで数えます(判定、石数なし)。",
  ftdDiscsNaN: "{where}: 黒の石数 {json} は数ではありません。この対局は結果だけで数えます(判定、石数なし)。",
  ftdContradictDraw:
    "{where}: 第{round}回戦 {board} 番卓、{black}(黒) {bd}–{wd} {white}(白) ですが、結果の欄は引き分けです。引き分け 32–32 として数えました(石数 {bd}–{wd} は使っていません)。",
  ftdContradict:
    "{where}: 第{round}回戦 {board} 番卓、{black}(黒) {bd}–{wd} {white}(白) ですが、結果の欄は{said}です。結果({score})に従い、石数は書かれたとおりにしました。",
  ftdBlackWon: "黒の勝ち",
  ftdBlackLost: "黒の負け",
  ftdExpectedId: "{where}: 選手 ID のはずが {json} です。",
  ftdBadJson: '正しい JSON ではありません: "{detail}"',
  ftdNotObject: "info、players_list、rounds を持つ JSON オブジェクトのはずです。",
  ftdNoPlayers: '"players_list"(選手の配列)がありません。',
  ftdNotPlayer: "{where}: 選手のオブジェクトのはずです。",
  ftdDiscsRange: "{where}: 黒の石数は 0..{board} のはずが {bd} です。",
  emptyFile: "ファイルが空です。FlipTheDisc の大会エクスポート(.json)か WOF の結果ファイル(.ELO)を指定してください。",
  badJson: '正しい JSON ではありません("{detail}")。FlipTheDisc から大会をもう一度エクスポートしてください。',
  ftdNoGames:
    "エクスポートのスイス方式の回戦に対局がありません(rounds[].pairing が空)。結果のある回戦ができてから、もう一度エクスポートしてください。",
  eloNoGames:
    '1 行目: ファイルに対局の行がありません。WOF の結果ファイルは各対局を "%Round: n" の行の下に "blackID (discs)>(discs) whiteID" の形で書きます。対局を加えるか、正しいファイルか確かめてください。',
  eloNoGamesList:
    '1 行目: 選手一覧({line} 行目)に選手が {count, plural, other {#人}}いますが、対局の行がありません。WOF の結果ファイルは各対局を "%Round: n" の行の下に "blackID (discs)>(discs) whiteID" の形で書きます。対局を加えるか、正しいファイルか確かめてください。',
};

/** The readers' words, by key, in every language (test/cli/i18n.test.ts checks the placeholders). */
export const FILE_NOTE_MESSAGES: MessageTable<FileNoteKey> = { en, ko, ja };

/** A parameter of a note: a value as it is (ids, numbers, quoted text) or words that differ by language. */
export type NoteParams = Record<string, string | number | ((locale: Locale) => string)>;

/** The reader's message `key` in `locale`, its placeholders (and the words among them) filled. */
export function fileNoteText(key: FileNoteKey, locale: Locale, params: NoteParams = {}): string {
  const filled: Params = {};
  for (const [k, v] of Object.entries(params)) filled[k] = typeof v === "function" ? v(locale) : v;
  return formatMessage(FILE_NOTE_MESSAGES[locale][key], filled, locale);
}
