/** The FAQ builder's, generative FAQ's and FAQ model's services (wired into the bot-builder module). */
import type { Database } from '@/db/client';
import { FaqModelService } from './faq-model.service';
import { FaqUploadService } from './faq-upload.service';
import { FaqsService } from './faqs.service';
import { GenerativeFaqsService } from './generative-faqs.service';
import type { FaqServices } from './faqs.routes';

export function createFaqServices(db: Database): FaqServices {
  return { faqs: new FaqsService(db), faqUpload: new FaqUploadService(db), generativeFaqs: new GenerativeFaqsService(db), faqModel: new FaqModelService(db) };
}
