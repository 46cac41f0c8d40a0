import {
  ENDPOINTS,
  type AuthResponse,
  type DemoCredentialRequest,
  type DemoCredentialResponse,
  type GoogleSignInRequest,
  type LogoutResponse,
  type ProfileResponse,
} from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInWithGoogle: build.mutation<AuthResponse, GoogleSignInRequest>({
      ...call(ENDPOINTS.signInWithGoogle, (body: GoogleSignInRequest) => ({ body })),
      invalidatesTags: ['Profile', { type: 'Order', id: 'LIST' }, { type: 'Library', id: 'LIST' }],
    }),
    profile: build.query<ProfileResponse, void>({
      ...call(ENDPOINTS.profile),
      providesTags: ['Profile'],
    }),
    logout: build.mutation<LogoutResponse, void>({
      ...call(ENDPOINTS.logout),
    }),
    demoCredential: build.mutation<DemoCredentialResponse, DemoCredentialRequest>({
      ...call(ENDPOINTS.demoCredential, (body: DemoCredentialRequest) => ({ body })),
    }),
  }),
});

export const { useSignInWithGoogleMutation, useProfileQuery, useLogoutMutation, useDemoCredentialMutation } = authApi;
