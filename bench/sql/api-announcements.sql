begin transaction read only;
select "id", "kind", "title", "cover_image_url", "content", "category", "author", "status", "published_at", "created_by", "created_at", "updated_at" from "post" where ("post"."kind" = 'announcement' and ("post"."status" = 'published' and ("post"."published_at" is null or "post"."published_at" <= '2026-11-29T00:52:26.654Z'))) order by coalesce("post"."published_at", "post"."created_at") desc, "post"."id" desc limit 9;
select count(*) from "post" where ("post"."kind" = 'announcement' and ("post"."status" = 'published' and ("post"."published_at" is null or "post"."published_at" <= '2026-11-29T00:52:26.654Z')));
select "id", "width", "height", "placeholder" from "file" where "file"."id" in ('01a224ac-dc7a-7239-a564-d2cb9355df02', '01a224ac-dcbb-7041-b9cc-d55ee92bb0ed');
rollback;
