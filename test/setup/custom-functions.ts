// A stand-in for Excel's CustomFunctions global, as the runtime provides it, for tests that
// import src/functions directly (associate calls are injected only into the built bundle).
class FakeCustomFunctionsError extends Error {
  code: string;
  constructor(code: string, message?: string) {
    super(message);
    this.code = code;
    this.name = "CustomFunctions.Error";
  }
}
(globalThis as any).CustomFunctions = {
  Error: FakeCustomFunctionsError,
  ErrorCode: {
    invalidValue: "#VALUE!",
    notAvailable: "#N/A",
    divisionByZero: "#DIV/0!",
    invalidNumber: "#NUM!",
    nullReference: "#NULL!",
  },
  associate: () => undefined,
};
