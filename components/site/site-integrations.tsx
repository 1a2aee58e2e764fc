import { Fragment } from 'react';

import { analyticsTags } from '@/lib/analytics';
import { appearanceCss, themeAttribute } from '@/lib/appearance';
import type { SiteSettings } from '@/lib/domain/settings';

/**
 * What Settings > Apariencia and Integraciones put on every public page: the brand colours as
 * CSS variables, <html data-theme>, and the analytics tags whose ids are set. Rendered per
 * request: its inline scripts carry the request's CSP nonce (lib/security/csp.ts).
 */
export function SiteIntegrations({ settings, nonce }: { settings: SiteSettings; nonce?: string }) {
  const theme = themeAttribute(settings.appearance);
  return (
    <>
      <style data-testid="appearance-css" dangerouslySetInnerHTML={{ __html: appearanceCss(settings.appearance) }} />
      <script
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `document.documentElement.dataset.theme=${JSON.stringify(theme)};` }}
      />
      {analyticsTags(settings.integrations).map((tag) => (
        <Fragment key={tag.id}>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tag.inline }} />
          <script async src={tag.src} data-analytics={tag.id} />
        </Fragment>
      ))}
    </>
  );
}
