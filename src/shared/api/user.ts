import { z } from 'zod';

export const userRoles = ['customer', 'admin'] as const;

/** The signed-in user as GET /api/auth/user returns it (firstName, lastName, email). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(userRoles),
});
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
