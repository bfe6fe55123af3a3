/** The URL of a module's own chunk (scripts/siteBuild/vitePluginChunkUrl.ts). */
declare module "*?chunk-url" {
  const url: string;
  export default url;
}
