// Stand-in for office-addin-manifest under jest (its ESM-only dependency breaks require on Node 20).
// office-addin-mock only needs the OfficeApp enum.
module.exports = {
  OfficeApp: {
    Excel: "excel",
    OneNote: "onenote",
    Outlook: "outlook",
    PowerPoint: "powerpoint",
    Project: "project",
    Word: "word",
  },
};
