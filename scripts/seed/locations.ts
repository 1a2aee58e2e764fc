import type { Model } from 'mongoose';

import { City } from '../../models/city';
import { Department } from '../../models/department';
import { Locality } from '../../models/locality';
import { cities, departments, localities } from './data/locations';
import { insertMissing } from './insert-missing';

export async function seedLocations() {
  return {
    departments: await insertMissing(Department as unknown as Model<never>, 'code', departments),
    cities: await insertMissing(City as unknown as Model<never>, 'code', cities),
    localities: await insertMissing(Locality as unknown as Model<never>, 'code', localities),
  };
}
