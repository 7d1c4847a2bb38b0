-- Fair-price hints (#14): awarded lines are looked up by trigram similarity of their name, folded
-- as search folds (core format/search-fold.ts), through this index and the `%` operator.
CREATE INDEX "order_item_name_folded_trgm_idx" ON "order_item" USING gin (lower(translate("name", 'İIŞĞÜÖÇÂÎÛışğüöçâîû', 'iisguocaiuisguocaiu')) gin_trgm_ops);