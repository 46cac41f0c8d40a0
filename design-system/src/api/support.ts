import { ENDPOINTS, type BugReportResponse, type ContactRequest, type ContactResponse } from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactResponse, ContactRequest>({
      ...call(ENDPOINTS.contact, (body: ContactRequest) => ({ body })),
    }),
    /**
     * A bug report as `multipart/form-data`: its fields and the screenshots under
     * `BUG_REPORT_UPLOAD.fieldName` (see `bugReportFormData`). The browser sets the boundary.
     */
    sendBugReport: build.mutation<BugReportResponse, FormData>({
      ...call(ENDPOINTS.bugReport, (body: FormData) => ({ body })),
    }),
  }),
});

export const { useSendContactMessageMutation, useSendBugReportMutation } = supportApi;
