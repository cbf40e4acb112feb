export * from "./validate";
export * from "./elo";
export * from "./kba";
export * from "./provisional";
export * from "./sanity";
export * from "./kbaMonth";
export * from "./list";
export * from "./identity";
