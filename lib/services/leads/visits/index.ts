import 'server-only';

export { agenda } from './agenda';
export { bookVisit } from './book';
export { changeVisit, slotsForMove, visitByToken } from './manage';
export { propertySlots } from './slots';
