import { apiClient } from '@platform/api-client';

/** The platform's shared axios instance (a function so tests can mock this module). */
export const http = () => apiClient;
