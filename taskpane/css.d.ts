/** webpack loads .css files as text (`type: "asset/source"`); the pane puts it in a <style>. */
declare module "*.css" {
  const text: string;
  export default text;
}
