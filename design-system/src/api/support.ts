import { API_PATHS, type BugReportResponse, type ContactRequest, type ContactResponse } from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: API_PATHS.contact, method: 'POST', body }),
      responseSchema: lazySchema('ContactResponseSchema'),
    }),
    /**
     * A bug report as `multipart/form-data`: its fields and the screenshots under
     * `BUG_REPORT_UPLOAD.fieldName` (see `bugReportFormData`). The browser sets the boundary.
     */
    sendBugReport: build.mutation<BugReportResponse, FormData>({
      query: (body) => ({ url: API_PATHS.bugReport, method: 'POST', body }),
      responseSchema: lazySchema('BugReportResponseSchema'),
    }),
  }),
});

export const { useSendContactMessageMutation, useSendBugReportMutation } = supportApi;
