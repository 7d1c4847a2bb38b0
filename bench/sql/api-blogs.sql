begin transaction read only;
select "id", "kind", "title", "cover_image_url", "content", "category", "author", "status", "published_at", "created_by", "created_at", "updated_at" from "post" where ("post"."kind" = 'blog' and ("post"."status" = 'published' and ("post"."published_at" is null or "post"."published_at" <= '2026-11-29T00:52:18.286Z'))) order by coalesce("post"."published_at", "post"."created_at") desc, "post"."id" desc limit 9;
select count(*) from "post" where ("post"."kind" = 'blog' and ("post"."status" = 'published' and ("post"."published_at" is null or "post"."published_at" <= '2026-11-29T00:52:18.286Z')));
select distinct coalesce("category", 'Genel') from "post" where ("post"."kind" = 'blog' and ("post"."status" = 'published' and ("post"."published_at" is null or "post"."published_at" <= '2026-11-29T00:52:18.286Z')));
select "id", "width", "height", "placeholder" from "file" where "file"."id" in ('01a224ac-db0c-7676-895f-029fc1a03322', '01a224ac-db65-79a3-a7a4-c49e04631d7c', '01a224ac-dbb0-7abc-8d22-cb08eb73fda7', '01a224ac-dbef-751c-a213-d2c50305b178', '01a224ac-dc34-75cf-8bd4-341cb2e5d48d');
rollback;
