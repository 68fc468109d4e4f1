/** The reference page's own styles: inline, so the page needs nothing from any other server. */
export const REFERENCE_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa}
a{color:#1d4898}
code,pre{font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
header{background:#1d4898;color:#fff;padding:16px 24px}
header h1{margin:0;font-size:20px}
header a{color:#fff}
header p{margin:4px 0 0;opacity:.9;font-size:14px}
.layout{display:flex;max-width:1200px;margin:0 auto}
nav{width:260px;flex:none;padding:16px;position:sticky;top:0;align-self:flex-start;max-height:100vh;overflow:auto}
nav h2{font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#5c5f66;margin:16px 0 4px}
nav a{display:flex;gap:8px;align-items:baseline;padding:4px 6px;border-radius:4px;text-decoration:none;color:#1a1b1e;font-size:14px}
nav a:hover,nav a:focus-visible{background:#e7ecf7;outline:none}
main{flex:1;min-width:0;padding:16px 24px 48px}
section.op{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px 20px;margin:0 0 20px}
section.op h3{margin:0 0 6px;font-size:17px}
.path{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 8px}
.path code{word-break:break-all}
.m{display:inline-block;min-width:54px;text-align:center;border-radius:4px;padding:1px 6px;font:700 12px/1.6 ui-monospace,monospace;color:#fff}
.m.get{background:#2f7d32}.m.post{background:#1d4898}.m.delete{background:#b3261e}
table{border-collapse:collapse;width:100%;margin:6px 0 12px;font-size:14px}
th,td{text-align:left;border-bottom:1px solid #e9ecef;padding:6px 8px;vertical-align:top}
th{font-size:12px;color:#5c5f66;text-transform:uppercase;letter-spacing:.04em}
td code{background:#f1f3f5;padding:1px 4px;border-radius:3px}
h4{margin:14px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#5c5f66}
pre{background:#1a1b1e;color:#f1f3f5;padding:12px;border-radius:6px;overflow:auto}
.req{color:#b3261e;font-size:12px}
.intro{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:12px 20px;margin:0 0 20px}
@media (max-width:760px){.layout{display:block}nav{position:static;width:auto;max-height:none;border-bottom:1px solid #dee2e6}main{padding:12px}section.op{padding:12px}td,th{padding:4px}}
`;
