import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentYear } from "./useCurrentYear";

/**
 * The frame every footer variant shares: its blocks (`children`) side by side, then the line
 * `© <current year> <company>` followed by `afterCopyright` (links, when the variant has some).
 */
export function FooterShell({
  company,
  afterCopyright,
  children,
}: {
  company: string;
  afterCopyright?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">{children}</div>
      <p className="site-footer__copyright">
        {t("footer.copyright", { year, company })}
        {afterCopyright}
      </p>
    </footer>
  );
}
