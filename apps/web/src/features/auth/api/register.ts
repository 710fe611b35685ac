import type { RegisterRequest } from '@storefront/contract/auth';
import { api } from '../../../lib/api';

/** What the register form collects (docs/product.md#registration /register); the rest of docs/product.md#records-account's payload is fixed. */
type RegistrationInput = {
  name: string;
  username: string;
  email: string;
  mobile: string;
  password: string;
};

/** docs/product.md#records-account "Registration payload": always a self-registered Customer (docs/product.md#registration). */
function registrationPayload(input: RegistrationInput): RegisterRequest {
  return {
    name: input.name.trim(),
    role: 'Customer',
    username: input.username.trim(),
    password: input.password,
    selfRegister: true,
    contact: {
      primaryPhone: input.mobile.trim(),
      email: input.email.trim(),
      addressType: 'Customer',
    },
  };
}

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-account `POST v1/person/create`: success only; nothing about the account comes back.
    register: build.mutation<void, RegistrationInput>({
      query: (input) => ({
        url: 'v1/person/create',
        method: 'POST',
        body: registrationPayload(input),
      }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
