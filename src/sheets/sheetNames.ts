/** Sheet names: Excel's rule and a free name beside the existing ones (pure; used by every host). */

/** Excel's rule: at most 31 characters, none of : \ / ? * [ ], not starting or ending with '. */
export function isValidSheetName(name: string): boolean {
  return name.length > 0 && name.length <= 31 && !/[:\\/?*[\]]/.test(name) && !/^'|'$/.test(name);
}

/**
 * `base` if no sheet has that name (compared case-insensitively, as Excel does), else
 * "base (2)", "base (3)" … (the base is shortened so the name stays within 31 characters).
 */
export function freeSheetName(base: string, existing: string[]): string {
  const taken = new Set(existing.map((n) => n.toLowerCase()));
  const clean =
    base
      .replace(/[:\\/?*[\]]/g, "_")
      .replace(/^'+|'+$/g, "")
      .slice(0, 31) || "Sheet";
  if (!taken.has(clean.toLowerCase())) return clean;
  for (let i = 2; ; i++) {
    const suffix = ` (${i})`;
    const name = clean.slice(0, 31 - suffix.length) + suffix;
    if (!taken.has(name.toLowerCase())) return name;
  }
}
