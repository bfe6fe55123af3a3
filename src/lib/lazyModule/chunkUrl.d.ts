/** The URL of a module's own chunk (scripts/siteBuild/plugins/vitePluginChunkUrl.ts). */
declare module "*?chunk-url" {
  const url: string;
  export default url;
}
