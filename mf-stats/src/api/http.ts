import { apiClient } from '@platform/api-client';

/** The platform's shared API client (a function so tests can mock this module). */
export const http = () => apiClient;
