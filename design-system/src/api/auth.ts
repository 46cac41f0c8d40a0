import {
  AuthResponseSchema,
  DemoCredentialResponseSchema,
  ENDPOINTS,
  LogoutResponseSchema,
  ProfileResponseSchema,
  type AuthResponse,
  type DemoCredentialRequest,
  type DemoCredentialResponse,
  type GoogleSignInRequest,
  type LogoutResponse,
  type ProfileResponse,
} from '@profit/contract';
import { api } from './baseApi';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInWithGoogle: build.mutation<AuthResponse, GoogleSignInRequest>({
      query: (body) => ({ url: ENDPOINTS.signInWithGoogle.path, method: 'POST', body }),
      responseSchema: AuthResponseSchema,
      invalidatesTags: ['Profile', { type: 'Order', id: 'LIST' }, { type: 'Library', id: 'LIST' }],
    }),
    profile: build.query<ProfileResponse, void>({
      query: () => ENDPOINTS.profile.path,
      responseSchema: ProfileResponseSchema,
      providesTags: ['Profile'],
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: ENDPOINTS.logout.path, method: 'POST' }),
      responseSchema: LogoutResponseSchema,
    }),
    demoCredential: build.mutation<DemoCredentialResponse, DemoCredentialRequest>({
      query: (body) => ({ url: ENDPOINTS.demoCredential.path, method: 'POST', body }),
      responseSchema: DemoCredentialResponseSchema,
    }),
  }),
});

export const { useSignInWithGoogleMutation, useProfileQuery, useLogoutMutation, useDemoCredentialMutation } = authApi;
