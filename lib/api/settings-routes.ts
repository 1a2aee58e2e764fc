import { withMessage } from '../openapi/schemas';
import { adminSettingsSchema } from '../validation/settings-response';

/** The answer of every settings write: the whole settings as admins see them. */
export const savedSettings = (description: string) => ({ description, schema: withMessage(adminSettingsSchema) });
