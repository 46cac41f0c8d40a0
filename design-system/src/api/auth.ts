import {
  API_PATHS,
  type AuthResponse,
  type DemoCredentialRequest,
  type DemoCredentialResponse,
  type GoogleSignInRequest,
  type LogoutResponse,
  type ProfileResponse,
} from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInWithGoogle: build.mutation<AuthResponse, GoogleSignInRequest>({
      query: (body) => ({ url: API_PATHS.signInWithGoogle, method: 'POST', body }),
      responseSchema: lazySchema('AuthResponseSchema'),
      invalidatesTags: ['Profile', { type: 'Order', id: 'LIST' }, { type: 'Library', id: 'LIST' }],
    }),
    profile: build.query<ProfileResponse, void>({
      query: () => API_PATHS.profile,
      responseSchema: lazySchema('ProfileResponseSchema'),
      providesTags: ['Profile'],
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: API_PATHS.logout, method: 'POST' }),
      responseSchema: lazySchema('LogoutResponseSchema'),
    }),
    demoCredential: build.mutation<DemoCredentialResponse, DemoCredentialRequest>({
      query: (body) => ({ url: API_PATHS.demoCredential, method: 'POST', body }),
      responseSchema: lazySchema('DemoCredentialResponseSchema'),
    }),
  }),
});

export const { useSignInWithGoogleMutation, useProfileQuery, useLogoutMutation, useDemoCredentialMutation } = authApi;
