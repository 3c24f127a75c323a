// inspectorBundleKiB: what a browser downloads to open the sandbox inspector (/_sandbox/ui/): the
// page, its script and its style sheet as `npm run build` ships them in the tools package, gzipped.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { packageRoot, round, type BenchContext, type Figure } from "./lib.js";

const FILES = ["index.html", "app.js", "app.css"] as const;

export async function measureInspectorBundle(context: BenchContext): Promise<Figure[]> {
  const dir = join(packageRoot(), "tools", "dist", "inspector");
  const sizes = FILES.map((name) => {
    const bytes = readFileSync(join(dir, name));
    return { name, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const gzipKiB = round(sizes.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024, 1);
  context.log(`inspector: ${sizes.map((f) => `${f.name} ${f.bytes} B (${f.gzipBytes} B gzipped)`).join(", ")}`);
  return [
    {
      name: "inspectorBundleKiB",
      value: gzipKiB,
      unit: "KiB",
      target: { max: 100 },
      method: "sum of the gzip (level 9) sizes of tools/dist/inspector/{index.html,app.js,app.css} from npm run build",
      runs: 1,
      detail: Object.fromEntries(sizes.map((f) => [f.name, { bytes: f.bytes, gzipBytes: f.gzipBytes }])),
    },
  ];
}
