import { Fragment } from 'react';
import { analyticsTags } from '@/lib/analytics';
import { appearanceCss, themeAttribute } from '@/lib/appearance';
import type { SiteSettings } from '@/lib/domain/settings';

/**
 * What Settings > Apariencia and Integraciones put on every public page: the brand colours as
 * CSS variables, <html data-theme>, and the analytics tags whose ids are set.
 */
export function SiteIntegrations({ settings }: { settings: SiteSettings }) {
  const theme = themeAttribute(settings.appearance);
  return (
    <>
      <style data-testid="appearance-css" dangerouslySetInnerHTML={{ __html: appearanceCss(settings.appearance) }} />
      <script dangerouslySetInnerHTML={{ __html: `document.documentElement.dataset.theme=${JSON.stringify(theme)};` }} />
      {analyticsTags(settings.integrations).map((tag) => (
        <Fragment key={tag.id}>
          <script dangerouslySetInnerHTML={{ __html: tag.inline }} />
          <script async src={tag.src} data-analytics={tag.id} />
        </Fragment>
      ))}
    </>
  );
}
