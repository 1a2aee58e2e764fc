import mongoose, { Schema, type InferSchemaType, type Model } from 'mongoose';

import { NEWS_CATEGORIES, NEWS_STATUSES, newsSearchText } from '../lib/domain/news';

const newsSchema = new Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    slug: { type: String, required: true, unique: true },
    /** The summary ("Resumen"); SPEC's create form calls it description. */
    description: { type: String, required: true },
    content: { type: String, default: '' },
    images: { type: [{ url: String, alt: String, _id: false }], default: [] },
    category: { type: String, enum: NEWS_CATEGORIES, default: 'general' },
    tags: { type: [String], default: [] },
    author: {
      name: { type: String, default: 'Equipo' },
      email: String,
      bio: String,
    },
    status: { type: String, enum: NEWS_STATUSES, default: 'draft' },
    featured: { type: Boolean, default: false },
    views: { type: Number, default: 0, min: 0 },
    likes: { type: Number, default: 0, min: 0 },
    shares: { type: Number, default: 0, min: 0 },
    readingTime: { type: Number, default: 3, min: 1 },
    publishedAt: { type: Date },
    metaTitle: String,
    metaDescription: String,
    keywords: { type: [String], default: [] },
    allowComments: { type: Boolean, default: false },
    searchText: { type: String, default: '', select: false },
  },
  { timestamps: true },
);

newsSchema.pre('validate', function () {
  this.searchText = newsSearchText({ title: this.title, description: this.description, authorName: this.author?.name });
  if (this.status === 'published' && !this.publishedAt) this.publishedAt = new Date();
});

newsSchema.index({ status: 1, publishedAt: -1 });
newsSchema.index({ status: 1, featured: 1, publishedAt: -1 });
newsSchema.index({ createdAt: -1 });

export type NewsDoc = InferSchemaType<typeof newsSchema>;
export const News: Model<NewsDoc> =
  (mongoose.models.News as Model<NewsDoc> | undefined) ?? mongoose.model<NewsDoc>('News', newsSchema);
