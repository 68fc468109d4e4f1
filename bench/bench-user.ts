import type { FastifyInstance } from 'fastify';

export type BenchLogin = {
  session_token: string;
  xsrf_token: string;
  user_key: string;
  user_account_key: string;
};

/** Signs a benchmark user up and logs in through the real routes; answers the login. */
export const signUpAndLogIn = async (app: FastifyInstance): Promise<BenchLogin> => {
  const credentials = { email_address: 'bench@example.com', password: 'bench password' };
  await app.inject({
    method: 'POST',
    url: '/app/auth/sign_up',
    payload: { full_name: 'Bench User', ...credentials },
  });
  return (
    await app.inject({ method: 'POST', url: '/app/auth/login', payload: credentials })
  ).json();
};
