import { z } from 'zod';

// Schemas of the product domain, shared by the server and the web app.
export {};
void z;
