import { connection } from 'next/server';
import { Suspense } from 'react';

import { getSettings } from '@/lib/services/settings';

async function Years() {
  await connection();
  const { general } = await getSettings();
  return <>{general.experienceYears}</>;
}

/**
 * Settings' general.experienceYears: the one experience claim of the site
 * (docs/product-rules.md#marketing-claims). Only the number waits for Settings; the sentence around
 * it is in the prerendered shell.
 */
export function ExperienceYears() {
  return (
    <Suspense fallback={<span className="inline-block w-[2ch]" />}>
      <Years />
    </Suspense>
  );
}
