import { Launcher } from "chrome-launcher";
import { chromiumArgsAfter } from "../lib/chromium.ts";

/**
 * What the bench's Chromium, launched by chrome-launcher for Lighthouse, is given as
 * `chromeFlags`: the command line every launch of Chromium takes (`CHROMIUM_ARGS`, with the
 * features chrome-launcher disables kept), and the HTTP/2 server's self-signed certificate
 * accepted (scripts/hosting/serveStaticHttp2.ts).
 */
export const BENCH_CHROME_FLAGS: readonly string[] = [
  ...chromiumArgsAfter(Launcher.defaultFlags()),
  "--ignore-certificate-errors",
];
