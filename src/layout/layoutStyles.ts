/**
 * The stylesheets of the chrome every page shows (header, footer, the footer's subscribe forms),
 * bundled right after the base styles (src/styles/global.css) in the app's one stylesheet, which
 * every page links before its first paint. The components keep their own imports, so each still
 * declares what it needs; a module imported here is bundled here only. Imported here, the footer
 * variant a build leaves out (`virtual:brand-footer`) still has its rules in the stylesheet, as
 * every section type does (src/sections/sectionStyles.ts).
 */
import "./header/SiteHeader.css";
import "./footer/SiteFooter.css";
import "../features/subscribe/AddressForm.css";
import "../features/subscribe/SubscribeForm.css";
import "../features/subscribe/UnsubscribeForm.css";
