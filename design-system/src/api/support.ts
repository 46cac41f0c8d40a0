import {
  BugReportResponseSchema,
  ContactResponseSchema,
  ENDPOINTS,
  type BugReportResponse,
  type ContactRequest,
  type ContactResponse,
} from '@profit/contract';
import { api } from './baseApi';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: ENDPOINTS.contact.path, method: 'POST', body }),
      responseSchema: ContactResponseSchema,
    }),
    /**
     * A bug report as `multipart/form-data`: its fields and the screenshots under
     * `BUG_REPORT_UPLOAD.fieldName` (see `bugReportFormData`). The browser sets the boundary.
     */
    sendBugReport: build.mutation<BugReportResponse, FormData>({
      query: (body) => ({ url: ENDPOINTS.bugReport.path, method: 'POST', body }),
      responseSchema: BugReportResponseSchema,
    }),
  }),
});

export const { useSendContactMessageMutation, useSendBugReportMutation } = supportApi;
