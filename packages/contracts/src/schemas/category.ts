import { z } from 'zod';

// Schemas of the category domain, shared by the server and the web app.
export {};
void z;
