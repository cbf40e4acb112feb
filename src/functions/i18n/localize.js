/**
 * Builds the Korean and Japanese functions metadata from the generated English functions.json.
 *
 * Excel localizes only descriptions (the function and its parameters); ids, function names and the
 * parameter list stay the same in every locale, as Excel's own function names do in Korean and Japanese. The help
 * link (helpUrl) goes to the reference page in the language: help-ko.html, help-ja.html (built beside help.html).
 * Plain CommonJS so webpack.config.js and the tests share it. Throws when a translation is missing or
 * names an unknown function or parameter, so a new function cannot ship half-translated.
 */
"use strict";

const TRANSLATIONS = {
  ko: require("./ko.json"),
  ja: require("./ja.json"),
};

function localizeMetadata(metadata, lang) {
  const table = TRANSLATIONS[lang];
  if (!table) throw new Error(`No function translations for language "${lang}".`);
  const ids = new Set(metadata.functions.map((f) => f.id));
  for (const id of Object.keys(table)) {
    if (!ids.has(id)) throw new Error(`functions i18n ${lang}.json: unknown function id ${id}.`);
  }
  return {
    ...metadata,
    functions: metadata.functions.map((f) => {
      const t = table[f.id];
      if (!t || !t.description) throw new Error(`functions i18n ${lang}.json: no description for ${f.id}.`);
      const params = t.parameters || {};
      for (const name of Object.keys(params)) {
        if (!f.parameters.some((p) => p.name === name)) {
          throw new Error(`functions i18n ${lang}.json: ${f.id} has no parameter "${name}".`);
        }
      }
      return {
        ...f,
        ...(f.helpUrl ? { helpUrl: f.helpUrl.replace(/\/help\.html(?=#|$)/, `/help-${lang}.html`) } : {}),
        description: t.description,
        parameters: f.parameters.map((p) => {
          if (!params[p.name]) throw new Error(`functions i18n ${lang}.json: no description for ${f.id}(${p.name}).`);
          return { ...p, description: params[p.name] };
        }),
      };
    }),
  };
}

module.exports = { localizeMetadata, LANGUAGES: Object.keys(TRANSLATIONS) };
