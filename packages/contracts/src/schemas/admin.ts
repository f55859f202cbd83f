import { z } from 'zod';

// Schemas of the admin domain, shared by the server and the web app.
export {};
void z;
