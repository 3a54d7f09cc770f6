import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
