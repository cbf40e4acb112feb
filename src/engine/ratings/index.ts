export * from "./validate";
export * from "./elo";
export * from "./kba";
export * from "./provisional";
export * from "./list";
export * from "./asOf";
export * from "./published";
