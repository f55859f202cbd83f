import { z } from 'zod';

// Schemas of the upload domain, shared by the server and the web app.
export {};
void z;
