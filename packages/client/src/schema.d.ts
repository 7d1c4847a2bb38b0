/**
 * The TeklifAl API's types, generated from its OpenAPI document (/api/docs/json) by
 * `npm run client:generate`. Do not edit: `npm run client:check` and a test fail when this
 * file differs from what the API documents now.
 */

export interface paths {
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit log, newest first: filter by action, entity type, actor, company and dates */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actor?: string;
                    companyId?: string;
                    entityType?: string;
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of audit entries, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                action: string;
                                /** @description Who did it: null for the system; name and e-mail null when the user is gone */
                                actor: {
                                    email: string | null;
                                    id: string;
                                    name: string | null;
                                } | null;
                                companyId: string | null;
                                companyName: string | null;
                                createdAt: string;
                                /** @description What changed, as the action records it */
                                data: {
                                    [key: string]: unknown;
                                };
                                entityId: string | null;
                                entityType: string;
                                id: string;
                                ip: string | null;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/facets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The actions and entity types present in the audit log */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The actions and entity types, sorted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            actions: string[];
                            entityTypes: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies: search by name or tax number, filter by approval, pending first */
        get: {
            parameters: {
                query?: {
                    buyer?: "yes" | "pending" | "rejected" | "no";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    seller?: "yes" | "pending" | "rejected" | "no";
                    sort?: "pending" | "createdAt" | "-createdAt" | "name" | "-name";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of companies with their owner */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                city: string;
                                createdAt: string;
                                district: string;
                                id: string;
                                /** @enum {string} */
                                isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                                /** @enum {string} */
                                isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                                name: string;
                                ownerEmail: string | null;
                                ownerName: string | null;
                                taxNumber: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company with its owner, team, documents and sectors */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company with its owner, team, documents and sectors */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            adminUserId: string;
                            buyerRejectionReason: string | null;
                            city: string;
                            createdAt: string;
                            description: string | null;
                            district: string;
                            documents: {
                                createdAt: string;
                                fileId: string;
                                id: string;
                                /** @enum {string} */
                                kind: "taxCertificate" | "signatureCircular" | "other";
                                mimeType: string;
                                originalName: string;
                                /** @description Bytes */
                                size: number;
                                /** @description Serves the file to the company and the platform staff */
                                url: string;
                            }[];
                            email: string;
                            id: string;
                            /** @enum {string} */
                            isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                            /** @enum {string} */
                            isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                            logoFileId: string | null;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            members: {
                                banned: boolean;
                                email: string;
                                /** @description When the user joined the company */
                                joinedAt: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member";
                                userId: string;
                            }[];
                            mersisNo: string | null;
                            name: string;
                            /** @description The company's owner (its adminUserId), null when the user is gone */
                            owner: {
                                email: string;
                                id: string;
                                locale: string;
                                name: string;
                            } | null;
                            phone: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                            sectors: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                                parentId: string | null;
                                parentNameEn: string | null;
                                parentNameTr: string | null;
                            }[];
                            sellerRejectionReason: string | null;
                            taxNumber: string;
                            taxOffice: string;
                            updatedAt: string;
                            website: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject the buyer or seller role of a company (a rejection needs a reason) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        decision: "approve" | "reject";
                        reason?: string | null;
                        /** @enum {string} */
                        role: "buyer" | "seller";
                    };
                };
            };
            responses: {
                /** @description The company, after the decision */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            adminUserId: string;
                            buyerRejectionReason: string | null;
                            city: string;
                            createdAt: string;
                            description: string | null;
                            district: string;
                            documents: {
                                createdAt: string;
                                fileId: string;
                                id: string;
                                /** @enum {string} */
                                kind: "taxCertificate" | "signatureCircular" | "other";
                                mimeType: string;
                                originalName: string;
                                /** @description Bytes */
                                size: number;
                                /** @description Serves the file to the company and the platform staff */
                                url: string;
                            }[];
                            email: string;
                            id: string;
                            /** @enum {string} */
                            isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                            /** @enum {string} */
                            isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                            logoFileId: string | null;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            members: {
                                banned: boolean;
                                email: string;
                                /** @description When the user joined the company */
                                joinedAt: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member";
                                userId: string;
                            }[];
                            mersisNo: string | null;
                            name: string;
                            /** @description The company's owner (its adminUserId), null when the user is gone */
                            owner: {
                                email: string;
                                id: string;
                                locale: string;
                                name: string;
                            } | null;
                            phone: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                            sectors: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                                parentId: string | null;
                                parentNameEn: string | null;
                                parentNameTr: string | null;
                            }[];
                            sellerRejectionReason: string | null;
                            taxNumber: string;
                            taxOffice: string;
                            updatedAt: string;
                            website: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many companies wait for a decision on a role (the navigation badge) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count of waiting companies */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description How many companies have a buyer or seller role waiting for a decision */
                            waiting: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of the contact form, newest first, unhandled ones by default */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    status?: "unhandled" | "handled" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of messages and the unhandled count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                email: string;
                                /** @description null: nobody has handled it yet */
                                handledAt: string | null;
                                id: string;
                                locale: string;
                                message: string;
                                name: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                            /** @description Messages nobody has handled yet */
                            unhandled: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages/{id}/handled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a contact message handled, or back to unhandled */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        handled: boolean;
                    };
                };
            };
            responses: {
                /** @description The message, marked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            /** @description null: nobody has handled it yet */
                            handledAt: string | null;
                            id: string;
                            locale: string;
                            message: string;
                            name: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored indicative exchange rates, fetched and entered, newest day first: filter by currency and a range of days */
        get: {
            parameters: {
                query?: {
                    currency?: "TRY" | "USD" | "EUR";
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of rates, newest day first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description When the rate was fetched, or last entered */
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                day: string;
                                /** @description The staff member who entered a manual rate; null for fetched rates */
                                enteredBy: {
                                    id: string;
                                    name: string | null;
                                } | null;
                                /** @description The bulletin’s own day: a Saturday takes Friday’s rates */
                                publishedDay: string;
                                rate: string;
                                /** @enum {string} */
                                source: "tcmb" | "manual";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        /** Enter the rate of a currency for a day (used when the source has none) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        day: string;
                        rate: string | number;
                    };
                };
            };
            responses: {
                /** @description Saved */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mails the platform sent or stored, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of mails, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                /** @description Why sending failed */
                                error: string | null;
                                html: string;
                                id: string;
                                sentAt: string | null;
                                /** @enum {string} */
                                status: "stored" | "sent" | "failed";
                                subject: string;
                                text: string;
                                to: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of subscribers */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                email: string;
                                id: string;
                                locale: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newsletter subscribers as a CSV download (Excel-friendly) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every subscriber matching the search */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The legal and information pages, to pick one to edit */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every written page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description Sanitised HTML */
                                content: string;
                                /** @description The English version; null: English readers get the Turkish text */
                                en: {
                                    /** @description Sanitised HTML */
                                    content: string;
                                    title: string;
                                } | null;
                                /** @enum {string} */
                                slug: "kvkk" | "cookies" | "terms" | "privacy" | "aboutus" | "contactus";
                                title: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a content page in Turkish and English (HTML is sanitised) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: "kvkk" | "cookies" | "terms" | "privacy" | "aboutus" | "contactus";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content: string;
                        /** @description The English version; null removes it, left out keeps it as it is */
                        en?: {
                            content: string;
                            title: string;
                        } | null;
                        title: string;
                    };
                };
            };
            responses: {
                /** @description The page as saved, its HTML sanitised */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Sanitised HTML */
                            content: string;
                            /** @description The English version; null: English readers get the Turkish text */
                            en: {
                                /** @description Sanitised HTML */
                                content: string;
                                title: string;
                            } | null;
                            /** @enum {string} */
                            slug: "kvkk" | "cookies" | "terms" | "privacy" | "aboutus" | "contactus";
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Blog posts and announcements, drafts included, last edited first */
        get: {
            parameters: {
                query?: {
                    kind?: "blog" | "announcement";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    status?: "draft" | "published";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of posts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                author: string | null;
                                category: string | null;
                                coverImageUrl: string | null;
                                createdAt: string;
                                id: string;
                                /** @enum {string} */
                                kind: "blog" | "announcement";
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                title: string | null;
                                updatedAt: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Write a blog post or an announcement (the HTML is sanitized) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        author?: string | null;
                        category?: string | null;
                        content: string;
                        coverImageUrl?: string | null;
                        /** @enum {string} */
                        kind: "blog" | "announcement";
                        publishedAt?: string | null;
                        /** @enum {string} */
                        status: "draft" | "published";
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description The post, created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: string | null;
                            category: string | null;
                            /** @description Sanitized HTML */
                            content: string;
                            coverImageUrl: string | null;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            kind: "blog" | "announcement";
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            title: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post as staff edit it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The post */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: string | null;
                            category: string | null;
                            /** @description Sanitized HTML */
                            content: string;
                            coverImageUrl: string | null;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            kind: "blog" | "announcement";
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            title: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        /** Rewrite, publish, schedule or unpublish a post (the HTML is sanitized) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        author?: string | null;
                        category?: string | null;
                        content: string;
                        coverImageUrl?: string | null;
                        publishedAt?: string | null;
                        /** @enum {string} */
                        status: "draft" | "published";
                        title?: string | null;
                    };
                };
            };
            responses: {
                /** @description The post, saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            author: string | null;
                            category: string | null;
                            /** @description Sanitized HTML */
                            content: string;
                            coverImageUrl: string | null;
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            kind: "blog" | "announcement";
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            title: string | null;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a post for good */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sector tree, inactive sectors included, with usage counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Top-level sectors with their children, in display order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            children: {
                                /** @description Companies that picked this sector */
                                companyCount: number;
                                createdAt: string;
                                id: string;
                                isActive: boolean;
                                nameEn: string;
                                nameTr: string;
                                /** @description The parent sector; null for a top-level sector */
                                parentId: string | null;
                                slug: string;
                                sortOrder: number;
                                updatedAt: string;
                            }[];
                            /** @description Companies that picked this sector */
                            companyCount: number;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            nameEn: string;
                            nameTr: string;
                            /** @description The parent sector; null for a top-level sector */
                            parentId: string | null;
                            slug: string;
                            sortOrder: number;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Add a sector (slug from the Turkish name; a parent must be top-level) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isActive?: boolean;
                        nameEn: string;
                        nameTr: string;
                        parentId?: string | null;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description The new sector */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Companies that picked this sector */
                            companyCount: number;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            nameEn: string;
                            nameTr: string;
                            /** @description The parent sector; null for a top-level sector */
                            parentId: string | null;
                            slug: string;
                            sortOrder: number;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sector with its usage count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sector with its usage count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Companies that picked this sector */
                            companyCount: number;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            nameEn: string;
                            nameTr: string;
                            /** @description The parent sector; null for a top-level sector */
                            parentId: string | null;
                            slug: string;
                            sortOrder: number;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an unused sector without children (otherwise 409: deactivate it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename, move, reorder, activate or deactivate a sector (the slug stays) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        isActive?: boolean;
                        nameEn?: string;
                        nameTr?: string;
                        parentId?: string | null;
                        sortOrder?: number;
                    };
                };
            };
            responses: {
                /** @description The sector, changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Companies that picked this sector */
                            companyCount: number;
                            createdAt: string;
                            id: string;
                            isActive: boolean;
                            nameEn: string;
                            nameTr: string;
                            /** @description The parent sector; null for a top-level sector */
                            parentId: string | null;
                            slug: string;
                            sortOrder: number;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/settings/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole contact document, empty socials included */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The contact document, every social included */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            email: string | null;
                            phone: string | null;
                            socials: {
                                /** @description null: the link is not shown */
                                href: string | null;
                                /** @enum {string} */
                                icon: "facebook" | "instagram" | "x" | "github" | "youtube" | "linkedin";
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Update the contact document */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        email?: string | null;
                        phone?: string | null;
                        socials: {
                            href: string | null;
                            /** @enum {string} */
                            icon: "facebook" | "instagram" | "x" | "github" | "youtube" | "linkedin";
                            name: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The contact document as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            email: string | null;
                            phone: string | null;
                            socials: {
                                /** @description null: the link is not shown */
                                href: string | null;
                                /** @enum {string} */
                                icon: "facebook" | "instagram" | "x" | "github" | "youtube" | "linkedin";
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update the site settings */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        faviconUrl?: string | null;
                        logoUrl?: string | null;
                        siteDescription?: string | null;
                        siteTitle: string;
                    };
                };
            };
            responses: {
                /** @description The site settings as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description An http(s) address or a path on this site */
                            faviconUrl: string | null;
                            /** @description A logo uploaded here, in other sizes too (`?w=`, `?format=`); null for another address */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            /** @description An http(s) address or a path on this site */
                            logoUrl: string | null;
                            siteDescription: string | null;
                            siteTitle: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The companies that have support tickets (for the company filter) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Companies by name, with their count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            name: string;
                            tickets: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support tickets by status (waiting for staff first), category, company or text */
        get: {
            parameters: {
                query?: {
                    category?: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                    companyId?: string;
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    status?: "all" | "open" | "answered" | "closed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of tickets and how many wait for staff */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                                /** @description null: opened before the user had a company */
                                company: {
                                    id: string;
                                    name: string;
                                } | null;
                                createdAt: string;
                                id: string;
                                lastMessageAt: string;
                                messageCount: number;
                                /** @description null once that account is gone */
                                openedByName: string | null;
                                /** @enum {string} */
                                status: "open" | "answered" | "closed";
                                subject: string;
                                /** @description DST-<year>-<6 digits>, what people quote */
                                ticketNo: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                            /** @description Tickets waiting for staff (status open) */
                            unanswered: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket with its thread and the opener’s e-mail */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket and its messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                            closedAt: string | null;
                            /** @description null: opened before the user had a company */
                            company: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            lastMessageAt: string;
                            messageCount: number;
                            /** @description Oldest first */
                            messages: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description null once that account is gone */
                                authorName: string | null;
                                body: string;
                                createdAt: string;
                                fromStaff: boolean;
                                id: string;
                            }[];
                            /** @description Only in the back office */
                            openedByEmail: string | null;
                            /** @description null once that account is gone */
                            openedByName: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            subject: string;
                            /** @description DST-<year>-<6 digits>, what people quote */
                            ticketNo: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a ticket (409 when it is closed already) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket, closed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                            closedAt: string | null;
                            /** @description null: opened before the user had a company */
                            company: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            lastMessageAt: string;
                            messageCount: number;
                            /** @description Oldest first */
                            messages: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description null once that account is gone */
                                authorName: string | null;
                                body: string;
                                createdAt: string;
                                fromStaff: boolean;
                                id: string;
                            }[];
                            /** @description Only in the back office */
                            openedByEmail: string | null;
                            /** @description null once that account is gone */
                            openedByName: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            subject: string;
                            /** @description DST-<year>-<6 digits>, what people quote */
                            ticketNo: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/tickets/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a ticket: the company is notified, the opener mailed (notification mail, by their preference) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachmentFileIds?: string[];
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The ticket with the answer */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                            closedAt: string | null;
                            /** @description null: opened before the user had a company */
                            company: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            lastMessageAt: string;
                            messageCount: number;
                            /** @description Oldest first */
                            messages: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description null once that account is gone */
                                authorName: string | null;
                                body: string;
                                createdAt: string;
                                fromStaff: boolean;
                                id: string;
                            }[];
                            /** @description Only in the back office */
                            openedByEmail: string | null;
                            /** @description null once that account is gone */
                            openedByName: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            subject: string;
                            /** @description DST-<year>-<6 digits>, what people quote */
                            ticketNo: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users: search by name or e-mail, filter by role and ban, with their company */
        get: {
            parameters: {
                query?: {
                    banned?: "true" | "false";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    role?: "user" | "admin";
                    sort?: "-createdAt" | "createdAt" | "name" | "-name" | "email" | "-email";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of users, each with their company */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                banExpires: string | null;
                                banned: boolean;
                                banReason: string | null;
                                companyId: string | null;
                                companyName: string | null;
                                companyRole: ("owner" | "admin" | "member") | null;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                /** @description Whether the signed-in admin is this user (self-ban and self-demotion are refused) */
                                isSelf: boolean;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "user" | "admin";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban a user: sessions end at once and sign-in is refused */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The user, now banned */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            banExpires: string | null;
                            banned: boolean;
                            banReason: string | null;
                            companyId: string | null;
                            companyName: string | null;
                            companyRole: ("owner" | "admin" | "member") | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            /** @description Whether the signed-in admin is this user (self-ban and self-demotion are refused) */
                            isSelf: boolean;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant or remove platform admin rights (never one’s own, never the last admin’s) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "user" | "admin";
                    };
                };
            };
            responses: {
                /** @description The user with their new platform role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            banExpires: string | null;
                            banned: boolean;
                            banReason: string | null;
                            companyId: string | null;
                            companyName: string | null;
                            companyRole: ("owner" | "admin" | "member") | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            /** @description Whether the signed-in admin is this user (self-ban and self-demotion are refused) */
                            isSelf: boolean;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift the ban of a user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user, no longer banned */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            banExpires: string | null;
                            banned: boolean;
                            banReason: string | null;
                            companyId: string | null;
                            companyName: string | null;
                            companyRole: ("owner" | "admin" | "member") | null;
                            createdAt: string;
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            /** @description Whether the signed-in admin is this user (self-ban and self-demotion are refused) */
                            isSelf: boolean;
                            name: string;
                            phone: string | null;
                            /** @enum {string} */
                            role: "user" | "admin";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published ads a seller may bid on: Turkish full-text and typo-tolerant search
         * @description Open ads and invited-only ads that invite the seller, before their deadline. `q` finds ads holding every word of it, each as typed, stemmed by the `turkish` text search configuration, with or without the Turkish marks, or as a close typo (trigram similarity); with `q` the default sort is `relevance` (full-text rank, the title weighing most, plus trigram similarity to the title; ties newest first) and each ad carries `match`: the ranges of the found words in its title and a marked snippet. `sectorId` includes child sectors; `deadlineBefore` is an Istanbul day.
         */
        get: {
            parameters: {
                query?: {
                    city?: string;
                    currency?: "TRY" | "USD" | "EUR";
                    deadlineBefore?: string;
                    mySectors?: "true" | "false";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    sectorId?: string;
                    /** @description relevance (most relevant first, then newest; the default with q), newest (the default without q) or deadline */
                    sort?: "relevance" | "newest" | "deadline";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of the ads the seller may bid on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                bidDeadline: string;
                                /** @description Null when there is none, or when it is hidden from the viewer */
                                budget: string | null;
                                /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                                closedAt: string | null;
                                companyId: string;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                deliveryCity: string;
                                deliveryDate: string;
                                id: string;
                                /** @description The viewer’s company owns the ad */
                                isOwn: boolean;
                                itemCount: number;
                                /** @description Null when the list is not a search */
                                match: {
                                    /** @description A passage of the description or of a line with matched words; null when none */
                                    snippet: {
                                        ranges: {
                                            end: number;
                                            start: number;
                                        }[];
                                        text: string;
                                    } | null;
                                    /** @description The matched words of the title */
                                    title: {
                                        end: number;
                                        start: number;
                                    }[];
                                } | null;
                                /** @description The status of the viewer’s own bid on the ad; null when none */
                                myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                                publishedAt: string | null;
                                sealed: boolean;
                                sector: {
                                    id: string;
                                    nameEn: string;
                                    nameTr: string;
                                };
                                /** @enum {string} */
                                status: "published" | "closed" | "awarded" | "cancelled";
                                title: string;
                                /** @enum {string} */
                                visibility: "open" | "invited";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Create an ad as a draft, or publish it at once (buyers)
         * @description A draft needs only its title; every value given is still checked. With ?publish=true the ad must be complete (400 naming every missing field, nothing stored).
         */
        post: {
            parameters: {
                query?: {
                    /** @description true: publish the ad with these contents (the full ad rules apply) */
                    publish?: "true" | "false";
                };
                header?: {
                    /** @description Optional. A retry with the same key (same company and operation) within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and creates nothing twice; the same key with another body is refused with 422. A UUID per operation is a good key. */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachmentFileIds?: string[];
                        /**
                         * @default fixed
                         * @enum {string}
                         */
                        bidCurrencyRule?: "fixed" | "any";
                        bidDeadline?: string | null;
                        budget?: string | number | null;
                        /** @default false */
                        budgetVisible?: boolean;
                        /**
                         * @default TRY
                         * @enum {string}
                         */
                        currency?: "TRY" | "USD" | "EUR";
                        deliveryAddress?: string | null;
                        deliveryCity?: string | null;
                        deliveryDate?: string | null;
                        description?: string | null;
                        /** @default [] */
                        invitedCompanyIds?: string[];
                        items?: {
                            id?: string;
                            /** @default  */
                            name?: string;
                            quantity?: string | number | null;
                            specification?: string | null;
                            /**
                             * @default adet
                             * @enum {string}
                             */
                            unit?: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                        }[];
                        /** @default false */
                        partialBids?: boolean;
                        paymentTerms?: string | null;
                        questionsUntil?: string | null;
                        /** @default false */
                        sealed?: boolean;
                        sectorId?: string | null;
                        title: string;
                        /**
                         * @default open
                         * @enum {string}
                         */
                        visibility?: "open" | "invited";
                    };
                };
            };
            responses: {
                /** @description The new ad (a draft unless published) */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One ad: everything to its owner; to a seller who may see it, what was published
         * @description Sellers never see the invited sellers or the bid count; the budget only when shown. 404 to anyone who may not see the ad (drafts of other companies, invited-only ads).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ad as the caller may see it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        /**
         * Edit a draft, or a published ad that is still open (owner)
         * @description A draft stays a draft and needs only its title (?publish=true publishes it with the edit: then it must be complete, or nothing changes); a published ad stays complete. Lines keep their ids when sent with them; lines left out are removed. On a published ad with bids, the bids need confirming again, their sellers are told, and a deadline closer than 48 hours moves to 48 hours from now.
         */
        put: {
            parameters: {
                query?: {
                    /** @description true: publish the ad with these contents (the full ad rules apply) */
                    publish?: "true" | "false";
                };
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachmentFileIds?: string[];
                        /**
                         * @default fixed
                         * @enum {string}
                         */
                        bidCurrencyRule?: "fixed" | "any";
                        bidDeadline?: string | null;
                        budget?: string | number | null;
                        /** @default false */
                        budgetVisible?: boolean;
                        /**
                         * @default TRY
                         * @enum {string}
                         */
                        currency?: "TRY" | "USD" | "EUR";
                        deliveryAddress?: string | null;
                        deliveryCity?: string | null;
                        deliveryDate?: string | null;
                        description?: string | null;
                        /** @default [] */
                        invitedCompanyIds?: string[];
                        items?: {
                            id?: string;
                            /** @default  */
                            name?: string;
                            quantity?: string | number | null;
                            specification?: string | null;
                            /**
                             * @default adet
                             * @enum {string}
                             */
                            unit?: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                        }[];
                        /** @default false */
                        partialBids?: boolean;
                        paymentTerms?: string | null;
                        questionsUntil?: string | null;
                        /** @default false */
                        sealed?: boolean;
                        sectorId?: string | null;
                        title: string;
                        /**
                         * @default open
                         * @enum {string}
                         */
                        visibility?: "open" | "invited";
                    };
                };
            };
            responses: {
                /** @description The ad after the edit */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/auction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule a live reverse auction among bids of my closed ad */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        basis: "total" | "line";
                        bidIds?: string[];
                        /** @enum {string} */
                        decrementKind: "amount" | "percent";
                        decrementValue: string | number;
                        /** @default 30 */
                        durationMinutes?: number;
                        /** @default 2 */
                        extensionMinutes?: number;
                        /** @default false */
                        showBestPrice?: boolean;
                        startsAt: string;
                    };
                };
            };
            responses: {
                /** @description The auction, with its room at /auctions/:id */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endsAt: string;
                            id: string;
                            /** @enum {string} */
                            phase: "scheduled" | "running" | "ended" | "cancelled";
                            startsAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/award": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Award my ad: whole to one bid or line by line; one order per awarded seller */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Optional. A retry with the same key (same company and operation) within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and creates nothing twice; the same key with another body is refused with 422. A UUID per operation is a good key. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bidId: string;
                        /** @enum {string} */
                        mode: "whole";
                    } | {
                        lines: {
                            adItemId: string;
                            bidId: string;
                        }[];
                        /** @enum {string} */
                        mode: "lines";
                    };
                };
            };
            responses: {
                /** @description The orders the award created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orders: {
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                id: string;
                                orderNo: string;
                                sellerCompanyId: string;
                                total: string;
                                vatTotal: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every bid of my ad side by side (amounts hidden while a sealed ad is open) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The comparison grid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adId: string;
                            /** @description When a sealed ad’s amounts become visible; null when they are visible */
                            amountsVisibleFrom: string | null;
                            /** @description The ad’s live reverse auction, if any */
                            auction: {
                                endsAt: string;
                                id: string;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                startsAt: string;
                            } | null;
                            auctionStartable: boolean;
                            /** @description Whether an award may be made now */
                            awardable: boolean;
                            bids: {
                                /** @description The buyer may accept it now (submitted, within validity, ad awardable) */
                                acceptable: boolean;
                                adId: string;
                                /** @description Amounts withheld: a sealed ad before its deadline */
                                amountsHidden: boolean;
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description Lines of the ad awarded to this bid (after an award) */
                                awardedItemIds: string[];
                                company: {
                                    city: string;
                                    id: string;
                                    /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                    logoImage: {
                                        height: number;
                                        /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                        placeholder: string;
                                        url: string;
                                        width: number;
                                    } | null;
                                    logoUrl: string | null;
                                    name: string;
                                    ratingAvg: string | null;
                                    ratingCount: number;
                                };
                                /** @description Totals converted to the ad’s currency at the indicative rate; null when not applicable */
                                converted: {
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    grossTotal: string;
                                    rate: string;
                                    rateDay: string;
                                    /** @enum {string} */
                                    source: "tcmb" | "manual";
                                    total: string;
                                } | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                deliveryDays: number;
                                grossTotal: string | null;
                                id: string;
                                items: {
                                    adItemId: string;
                                    grossTotal: string | null;
                                    lineTotal: string | null;
                                    /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                    unitPrice: string | null;
                                    vatAmount: string | null;
                                    vatRate: 0 | 1 | 10 | 20;
                                }[];
                                note: string | null;
                                paymentTerms: string;
                                revision: number;
                                sellerCompanyId: string;
                                /**
                                 * @description The effective status: a submitted bid past its validity day is `expired`
                                 * @enum {string}
                                 */
                                status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                submittedAt: string | null;
                                total: string | null;
                                updatedAt: string;
                                validUntil: string;
                                vatTotal: string | null;
                            }[];
                            conversion: {
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                day: string;
                                missing: ("TRY" | "USD" | "EUR")[];
                            } | null;
                            lines: {
                                adItemId: string;
                                /** @description The lowest net unit price of the line per currency, and the bids that offer it */
                                lowest: {
                                    bidIds: string[];
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    unitPrice: string;
                                }[];
                                /** @description The lowest unit price with KDV of the line per currency, and the bids offering it */
                                lowestGross: {
                                    bidIds: string[];
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    unitPrice: string;
                                }[];
                            }[];
                            /** @description Lines of an awarded ad whose order the seller declined: they may be awarded again */
                            reawardableItemIds: string[];
                            sealed: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/bids.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The comparison of my ad’s bids as an Excel workbook, one row per bid and line */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The comparison as an .xlsx download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/bids/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s bid on an ad, with its revisions and what I may do with it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description My company’s bid, or none yet */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                confirm: boolean;
                                save: boolean;
                                submit: boolean;
                                withdraw: boolean;
                            };
                            /** @description What changed in the ad since the bid was last submitted or confirmed */
                            adChanges: ({
                                after: string;
                                before: string;
                                /** @enum {string} */
                                field: "deliveryCity" | "deliveryAddress" | "deliveryDate" | "bidDeadline" | "paymentTerms";
                                /** @enum {string} */
                                kind: "term";
                            } | {
                                /** @enum {string} */
                                kind: "lineAdded";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineRemoved";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineChanged";
                                name: string;
                                parts: {
                                    after: string | null;
                                    before: string | null;
                                    /** @enum {string} */
                                    part: "name" | "specification" | "quantity" | "unit";
                                }[];
                            })[];
                            /** @description The live auction this bid takes part in, if any */
                            auction: {
                                endsAt: string;
                                id: string;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                startsAt: string;
                            } | null;
                            bid: {
                                adId: string;
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                deliveryDays: number;
                                grossTotal: string | null;
                                /** @description Every saved revision, newest first */
                                history: {
                                    createdAt: string;
                                    createdByName: string | null;
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    deliveryDays: number;
                                    grossTotal: string | null;
                                    items: {
                                        adItemId: string;
                                        grossTotal: string | null;
                                        lineTotal: string | null;
                                        /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                        unitPrice: string | null;
                                        vatAmount: string | null;
                                        vatRate: 0 | 1 | 10 | 20;
                                    }[];
                                    note: string | null;
                                    paymentTerms: string;
                                    revision: number;
                                    /** @enum {string} */
                                    status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                    total: string | null;
                                    validUntil: string;
                                    vatTotal: string | null;
                                }[];
                                id: string;
                                items: {
                                    adItemId: string;
                                    grossTotal: string | null;
                                    lineTotal: string | null;
                                    /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                    unitPrice: string | null;
                                    vatAmount: string | null;
                                    vatRate: 0 | 1 | 10 | 20;
                                }[];
                                note: string | null;
                                paymentTerms: string;
                                revision: number;
                                sellerCompanyId: string;
                                /**
                                 * @description The effective status: a submitted bid past its validity day is `expired`
                                 * @enum {string}
                                 */
                                status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                submittedAt: string | null;
                                total: string | null;
                                updatedAt: string;
                                validUntil: string;
                                vatTotal: string | null;
                            } | null;
                            /** @description Why the seller may not bid now; null when it may */
                            closedReason: ("deadlinePassed" | "adNotOpen") | null;
                        };
                    };
                };
            };
        };
        /** Save my company’s bid: a draft, a submission or a revision (one bid per ad) */
        put: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Optional. A retry with the same key (same company and operation) within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and creates nothing twice; the same key with another body is refused with 422. A UUID per operation is a good key. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachmentFileIds?: string[];
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        deliveryDays: number;
                        expectedRevision?: number | null;
                        items: {
                            adItemId: string;
                            unitPrice: string | number;
                            /** @default 20 */
                            vatRate?: 0 | 1 | 10 | 20;
                        }[];
                        note?: string | null;
                        paymentTerms: string;
                        /** @default true */
                        submit?: boolean;
                        validUntil: string;
                    };
                };
            };
            responses: {
                /** @description The bid as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                confirm: boolean;
                                save: boolean;
                                submit: boolean;
                                withdraw: boolean;
                            };
                            /** @description What changed in the ad since the bid was last submitted or confirmed */
                            adChanges: ({
                                after: string;
                                before: string;
                                /** @enum {string} */
                                field: "deliveryCity" | "deliveryAddress" | "deliveryDate" | "bidDeadline" | "paymentTerms";
                                /** @enum {string} */
                                kind: "term";
                            } | {
                                /** @enum {string} */
                                kind: "lineAdded";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineRemoved";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineChanged";
                                name: string;
                                parts: {
                                    after: string | null;
                                    before: string | null;
                                    /** @enum {string} */
                                    part: "name" | "specification" | "quantity" | "unit";
                                }[];
                            })[];
                            /** @description The live auction this bid takes part in, if any */
                            auction: {
                                endsAt: string;
                                id: string;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                startsAt: string;
                            } | null;
                            bid: {
                                adId: string;
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                deliveryDays: number;
                                grossTotal: string | null;
                                /** @description Every saved revision, newest first */
                                history: {
                                    createdAt: string;
                                    createdByName: string | null;
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    deliveryDays: number;
                                    grossTotal: string | null;
                                    items: {
                                        adItemId: string;
                                        grossTotal: string | null;
                                        lineTotal: string | null;
                                        /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                        unitPrice: string | null;
                                        vatAmount: string | null;
                                        vatRate: 0 | 1 | 10 | 20;
                                    }[];
                                    note: string | null;
                                    paymentTerms: string;
                                    revision: number;
                                    /** @enum {string} */
                                    status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                    total: string | null;
                                    validUntil: string;
                                    vatTotal: string | null;
                                }[];
                                id: string;
                                items: {
                                    adItemId: string;
                                    grossTotal: string | null;
                                    lineTotal: string | null;
                                    /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                    unitPrice: string | null;
                                    vatAmount: string | null;
                                    vatRate: 0 | 1 | 10 | 20;
                                }[];
                                note: string | null;
                                paymentTerms: string;
                                revision: number;
                                sellerCompanyId: string;
                                /**
                                 * @description The effective status: a submitted bid past its validity day is `expired`
                                 * @enum {string}
                                 */
                                status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                submittedAt: string | null;
                                total: string | null;
                                updatedAt: string;
                                validUntil: string;
                                vatTotal: string | null;
                            } | null;
                            /** @description Why the seller may not bid now; null when it may */
                            closedReason: ("deadlinePassed" | "adNotOpen") | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/bids/mine/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm my bid after the buyer edited the ad (every line must have a price) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The confirmed bid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                confirm: boolean;
                                save: boolean;
                                submit: boolean;
                                withdraw: boolean;
                            };
                            /** @description What changed in the ad since the bid was last submitted or confirmed */
                            adChanges: ({
                                after: string;
                                before: string;
                                /** @enum {string} */
                                field: "deliveryCity" | "deliveryAddress" | "deliveryDate" | "bidDeadline" | "paymentTerms";
                                /** @enum {string} */
                                kind: "term";
                            } | {
                                /** @enum {string} */
                                kind: "lineAdded";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineRemoved";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineChanged";
                                name: string;
                                parts: {
                                    after: string | null;
                                    before: string | null;
                                    /** @enum {string} */
                                    part: "name" | "specification" | "quantity" | "unit";
                                }[];
                            })[];
                            /** @description The live auction this bid takes part in, if any */
                            auction: {
                                endsAt: string;
                                id: string;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                startsAt: string;
                            } | null;
                            bid: {
                                adId: string;
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                deliveryDays: number;
                                grossTotal: string | null;
                                /** @description Every saved revision, newest first */
                                history: {
                                    createdAt: string;
                                    createdByName: string | null;
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    deliveryDays: number;
                                    grossTotal: string | null;
                                    items: {
                                        adItemId: string;
                                        grossTotal: string | null;
                                        lineTotal: string | null;
                                        /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                        unitPrice: string | null;
                                        vatAmount: string | null;
                                        vatRate: 0 | 1 | 10 | 20;
                                    }[];
                                    note: string | null;
                                    paymentTerms: string;
                                    revision: number;
                                    /** @enum {string} */
                                    status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                    total: string | null;
                                    validUntil: string;
                                    vatTotal: string | null;
                                }[];
                                id: string;
                                items: {
                                    adItemId: string;
                                    grossTotal: string | null;
                                    lineTotal: string | null;
                                    /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                    unitPrice: string | null;
                                    vatAmount: string | null;
                                    vatRate: 0 | 1 | 10 | 20;
                                }[];
                                note: string | null;
                                paymentTerms: string;
                                revision: number;
                                sellerCompanyId: string;
                                /**
                                 * @description The effective status: a submitted bid past its validity day is `expired`
                                 * @enum {string}
                                 */
                                status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                submittedAt: string | null;
                                total: string | null;
                                updatedAt: string;
                                validUntil: string;
                                vatTotal: string | null;
                            } | null;
                            /** @description Why the seller may not bid now; null when it may */
                            closedReason: ("deadlinePassed" | "adNotOpen") | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/bids/mine/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw my submitted bid before the deadline */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The withdrawn bid */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                confirm: boolean;
                                save: boolean;
                                submit: boolean;
                                withdraw: boolean;
                            };
                            /** @description What changed in the ad since the bid was last submitted or confirmed */
                            adChanges: ({
                                after: string;
                                before: string;
                                /** @enum {string} */
                                field: "deliveryCity" | "deliveryAddress" | "deliveryDate" | "bidDeadline" | "paymentTerms";
                                /** @enum {string} */
                                kind: "term";
                            } | {
                                /** @enum {string} */
                                kind: "lineAdded";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineRemoved";
                                name: string;
                                quantity: string;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | {
                                /** @enum {string} */
                                kind: "lineChanged";
                                name: string;
                                parts: {
                                    after: string | null;
                                    before: string | null;
                                    /** @enum {string} */
                                    part: "name" | "specification" | "quantity" | "unit";
                                }[];
                            })[];
                            /** @description The live auction this bid takes part in, if any */
                            auction: {
                                endsAt: string;
                                id: string;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                startsAt: string;
                            } | null;
                            bid: {
                                adId: string;
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                deliveryDays: number;
                                grossTotal: string | null;
                                /** @description Every saved revision, newest first */
                                history: {
                                    createdAt: string;
                                    createdByName: string | null;
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    deliveryDays: number;
                                    grossTotal: string | null;
                                    items: {
                                        adItemId: string;
                                        grossTotal: string | null;
                                        lineTotal: string | null;
                                        /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                        unitPrice: string | null;
                                        vatAmount: string | null;
                                        vatRate: 0 | 1 | 10 | 20;
                                    }[];
                                    note: string | null;
                                    paymentTerms: string;
                                    revision: number;
                                    /** @enum {string} */
                                    status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                    total: string | null;
                                    validUntil: string;
                                    vatTotal: string | null;
                                }[];
                                id: string;
                                items: {
                                    adItemId: string;
                                    grossTotal: string | null;
                                    lineTotal: string | null;
                                    /** @description Null when hidden (a sealed ad before its deadline) or not priced in a draft */
                                    unitPrice: string | null;
                                    vatAmount: string | null;
                                    vatRate: 0 | 1 | 10 | 20;
                                }[];
                                note: string | null;
                                paymentTerms: string;
                                revision: number;
                                sellerCompanyId: string;
                                /**
                                 * @description The effective status: a submitted bid past its validity day is `expired`
                                 * @enum {string}
                                 */
                                status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                submittedAt: string | null;
                                total: string | null;
                                updatedAt: string;
                                validUntil: string;
                                vatTotal: string | null;
                            } | null;
                            /** @description Why the seller may not bid now; null when it may */
                            closedReason: ("deadlinePassed" | "adNotOpen") | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a published or closed ad with a reason (orders already made stay) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The cancelled ad */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a published ad before its deadline */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ad after the command */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy an own ad as a new draft (a passed deadline becomes a week from now) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new draft */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the deadline of a published or closed ad later (it is published again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bidDeadline: string;
                    };
                };
            };
            responses: {
                /** @description The ad with its new deadline */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/price-hints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A price hint for every line of my ad (the bid comparison shows them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Per line a hint, or null */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            adId: string;
                            lines: {
                                adItemId: string;
                                hint: {
                                    /** @description How many independent buyers stand behind it, one price each */
                                    awards: number;
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                    /** @description Upper bound (exclusive) of that bucket, per unit, net of KDV */
                                    high: string;
                                    /** @description Lower bound of the price bucket of the middle prices, per unit, net */
                                    low: string;
                                    /**
                                     * @description sector: the same sector; sectorGroup: its main sector with all sub-sectors
                                     * @enum {string}
                                     */
                                    scope: "sector" | "sectorGroup";
                                    /** @enum {string} */
                                    unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft as saved (400 naming every field it still lacks); sellers are told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ad after the command */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            /** @description Null while the draft has none */
                            bidDeadline: string | null;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            /** @description Null while the draft has none */
                            deliveryAddress: string | null;
                            /** @description Null while the draft has none */
                            deliveryCity: string | null;
                            /** @description Null while the draft has none */
                            deliveryDate: string | null;
                            /** @description Null while the draft has none */
                            description: string | null;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                /** @description Null while the draft has none */
                                quantity: string | null;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            /** @description Null while the draft has none */
                            paymentTerms: string | null;
                            publishedAt: string | null;
                            /** @description Null while the draft has none */
                            questionsUntil: string | null;
                            sealed: boolean;
                            /** @description Null while the draft has none */
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            } | null;
                            /** @enum {string} */
                            status: "draft";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        } | {
                            /** @description What the viewer may do with the ad; the server refuses what is false here */
                            abilities: {
                                answer: boolean;
                                ask: boolean;
                                award: boolean;
                                bid: boolean;
                                cancel: boolean;
                                close: boolean;
                                duplicate: boolean;
                                edit: boolean;
                                extend: boolean;
                                publish: boolean;
                                viewBids: boolean;
                            };
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            awardedAt: string | null;
                            /** @description Owner only; null for sellers, who never learn how many others bid */
                            bidCount: number | null;
                            /** @enum {string} */
                            bidCurrencyRule: "fixed" | "any";
                            bidDeadline: string;
                            /** @description Null when there is none, or when it is hidden from the viewer */
                            budget: string | null;
                            budgetVisible: boolean;
                            cancelledAt: string | null;
                            cancelReason: string | null;
                            /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                            closedAt: string | null;
                            company: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            deliveryAddress: string;
                            deliveryCity: string;
                            deliveryDate: string;
                            description: string;
                            id: string;
                            /** @description Owner only; null for sellers, who never learn who else was invited */
                            invitedSellers: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            }[] | null;
                            /** @description The viewer’s company owns the ad */
                            isOwn: boolean;
                            itemCount: number;
                            items: {
                                id: string;
                                name: string;
                                position: number;
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            }[];
                            /** @description The status of the viewer’s own bid on the ad; null when none */
                            myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                            partialBids: boolean;
                            paymentTerms: string;
                            publishedAt: string | null;
                            questionsUntil: string;
                            sealed: boolean;
                            sector: {
                                id: string;
                                nameEn: string;
                                nameTr: string;
                            };
                            /** @enum {string} */
                            status: "published" | "closed" | "awarded" | "cancelled";
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "open" | "invited";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Questions of an ad: all to its owner; to a seller the answered and its own */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The questions, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: string | null;
                            answeredAt: string | null;
                            /** @description The viewer’s company asked it; the asker is never named to anyone else */
                            askedByMe: boolean;
                            body: string;
                            createdAt: string;
                            id: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        /** Ask the buyer a question (sellers who may see the ad, until the cut-off) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description The question asked */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: string | null;
                            answeredAt: string | null;
                            /** @description The viewer’s company asked it; the asker is never named to anyone else */
                            askedByMe: boolean;
                            body: string;
                            createdAt: string;
                            id: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/{adId}/questions/{questionId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a question of my ad (the asker and the bidders are told) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adId: string;
                    questionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answer: string;
                    };
                };
            };
            responses: {
                /** @description The question with its answer */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answer: string | null;
                            answeredAt: string | null;
                            /** @description The viewer’s company asked it; the asker is never named to anyone else */
                            askedByMe: boolean;
                            body: string;
                            createdAt: string;
                            id: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s ads with bid and unanswered question counts (buyers) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    sort?: "-createdAt" | "bidDeadline" | "-bidDeadline" | "title";
                    status?: "draft" | "published" | "closed" | "awarded" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of my company’s ads */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: ({
                                /** @description What the viewer may do with the ad; the server refuses what is false here */
                                abilities: {
                                    answer: boolean;
                                    ask: boolean;
                                    award: boolean;
                                    bid: boolean;
                                    cancel: boolean;
                                    close: boolean;
                                    duplicate: boolean;
                                    edit: boolean;
                                    extend: boolean;
                                    publish: boolean;
                                    viewBids: boolean;
                                };
                                /** @description The ad’s live reverse auction, if any */
                                auction: {
                                    endsAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    phase: "scheduled" | "running" | "ended" | "cancelled";
                                    startsAt: string;
                                } | null;
                                /** @description Bids submitted or later (drafts are not counted) */
                                bidCount: number;
                                /** @description Null while the draft has none */
                                bidDeadline: string | null;
                                /** @description Null when there is none, or when it is hidden from the viewer */
                                budget: string | null;
                                /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                                closedAt: string | null;
                                companyId: string;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                /** @description Null while the draft has none */
                                deliveryCity: string | null;
                                /** @description Null while the draft has none */
                                deliveryDate: string | null;
                                id: string;
                                /** @description The viewer’s company owns the ad */
                                isOwn: boolean;
                                itemCount: number;
                                /** @description The fields still missing (or wrong) for publishing, as the form names them */
                                missingFields: string[];
                                /** @description The status of the viewer’s own bid on the ad; null when none */
                                myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                                publishedAt: string | null;
                                sealed: boolean;
                                /** @description Null while the draft has none */
                                sector: {
                                    id: string;
                                    nameEn: string;
                                    nameTr: string;
                                } | null;
                                /** @enum {string} */
                                status: "draft";
                                title: string;
                                unansweredQuestionCount: number;
                                /** @enum {string} */
                                visibility: "open" | "invited";
                            } | {
                                /** @description What the viewer may do with the ad; the server refuses what is false here */
                                abilities: {
                                    answer: boolean;
                                    ask: boolean;
                                    award: boolean;
                                    bid: boolean;
                                    cancel: boolean;
                                    close: boolean;
                                    duplicate: boolean;
                                    edit: boolean;
                                    extend: boolean;
                                    publish: boolean;
                                    viewBids: boolean;
                                };
                                /** @description The ad’s live reverse auction, if any */
                                auction: {
                                    endsAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    phase: "scheduled" | "running" | "ended" | "cancelled";
                                    startsAt: string;
                                } | null;
                                /** @description Bids submitted or later (drafts are not counted) */
                                bidCount: number;
                                bidDeadline: string;
                                /** @description Null when there is none, or when it is hidden from the viewer */
                                budget: string | null;
                                /** @description When bidding stopped (before bidDeadline when the buyer closed the ad early) */
                                closedAt: string | null;
                                companyId: string;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                deliveryCity: string;
                                deliveryDate: string;
                                id: string;
                                /** @description The viewer’s company owns the ad */
                                isOwn: boolean;
                                itemCount: number;
                                /** @description The status of the viewer’s own bid on the ad; null when none */
                                myBidStatus: ("draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined") | null;
                                publishedAt: string | null;
                                sealed: boolean;
                                sector: {
                                    id: string;
                                    nameEn: string;
                                    nameTr: string;
                                };
                                /** @enum {string} */
                                status: "published" | "closed" | "awarded" | "cancelled";
                                title: string;
                                unansweredQuestionCount: number;
                                /** @enum {string} */
                                visibility: "open" | "invited";
                            })[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ads/mine/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s ads as CSV for Excel (UTF-8 BOM, `;`), same filters as the list */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    sort?: "-createdAt" | "bidDeadline" | "-bidDeadline" | "title";
                    status?: "draft" | "published" | "closed" | "awarded" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description My company’s matching ads as a CSV download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published announcements, newest first */
        get: {
            parameters: {
                query?: {
                    category?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of announcements as cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Blog categories with a published post, A–Z */
                            categories: string[];
                            items: {
                                /** @description Blog posts only */
                                author: string | null;
                                /** @description Blog posts only */
                                category: string | null;
                                /** @description The cover when it is an image uploaded here: its size and placeholder reserve its box before it loads, and `?w=`/`?format=` on its url serve it smaller. Null for no cover or one elsewhere on the web (then coverImageUrl alone) */
                                coverImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                coverImageUrl: string | null;
                                id: string;
                                /** @enum {string} */
                                kind: "blog" | "announcement";
                                /** @description The text of the content, at most 150 characters and … */
                                preview: string;
                                /** @description null: the date is not known */
                                publishedAt: string | null;
                                title: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the published announcements, with the ones before and after it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Blog posts only */
                            author: string | null;
                            /** @description Blog posts only */
                            category: string | null;
                            /** @description Sanitized HTML */
                            content: string;
                            /** @description The cover when it is an image uploaded here: its size and placeholder reserve its box before it loads, and `?w=`/`?format=` on its url serve it smaller. Null for no cover or one elsewhere on the web (then coverImageUrl alone) */
                            coverImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            coverImageUrl: string | null;
                            id: string;
                            /** @enum {string} */
                            kind: "blog" | "announcement";
                            /** @description The post published just after this one */
                            next: {
                                id: string;
                                title: string;
                            } | null;
                            /** @description The text of the content, at most 150 characters and … */
                            preview: string;
                            /** @description The post published just before this one */
                            previous: {
                                id: string;
                                title: string;
                            } | null;
                            /** @description null: the date is not known */
                            publishedAt: string | null;
                            readingMinutes: number;
                            title: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Atom feed of the newest announcements */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An Atom 1.0 feed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/atom+xml": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{auctionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The auction room: the buyer sees everyone, a participant only itself */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    auctionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description `role` says which view it is */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auction: {
                                adId: string;
                                adTitle: string;
                                /** @enum {string} */
                                basis: "total" | "line";
                                bidCount: number;
                                buyerCompanyId: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                /** @enum {string} */
                                decrementKind: "amount" | "percent";
                                decrementValue: string;
                                endsAt: string;
                                extensionMinutes: number;
                                id: string;
                                participantCount: number;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                plannedEndsAt: string;
                                serverNow: string;
                                showBestPrice: boolean;
                                startsAt: string;
                            };
                            history: {
                                at: string;
                                bidId: string;
                                seq: number;
                                total: string;
                            }[];
                            lines: {
                                adItemId: string;
                                name: string;
                                quantity: string;
                                unit: string;
                            }[];
                            participants: {
                                bidId: string;
                                company: {
                                    city: string;
                                    id: string;
                                    /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                    logoImage: {
                                        height: number;
                                        /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                        placeholder: string;
                                        url: string;
                                        width: number;
                                    } | null;
                                    logoUrl: string | null;
                                    name: string;
                                    ratingAvg: string | null;
                                    ratingCount: number;
                                };
                                prices: {
                                    adItemId: string;
                                    lineTotal: string;
                                    rank: number | null;
                                    startUnitPrice: string;
                                    unitPrice: string;
                                }[];
                                rank: number | null;
                                startTotal: string;
                                total: string;
                            }[];
                            /** @enum {string} */
                            role: "buyer";
                        } | {
                            auction: {
                                adId: string;
                                adTitle: string;
                                /** @enum {string} */
                                basis: "total" | "line";
                                bidCount: number;
                                buyerCompanyId: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                /** @enum {string} */
                                decrementKind: "amount" | "percent";
                                decrementValue: string;
                                endsAt: string;
                                extensionMinutes: number;
                                id: string;
                                participantCount: number;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                plannedEndsAt: string;
                                serverNow: string;
                                showBestPrice: boolean;
                                startsAt: string;
                            };
                            bestTotal: string | null;
                            bidId: string;
                            highestNextTotal: string | null;
                            history: {
                                at: string;
                                seq: number;
                                total: string;
                            }[];
                            lines: {
                                adItemId: string;
                                name: string;
                                quantity: string;
                                unit: string;
                            }[];
                            prices: {
                                adItemId: string;
                                bestUnitPrice: string | null;
                                highestNextUnitPrice: string | null;
                                lineTotal: string;
                                rank: number | null;
                                startUnitPrice: string;
                                unitPrice: string;
                            }[];
                            rank: number | null;
                            /** @enum {string} */
                            role: "seller";
                            startTotal: string;
                            total: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{auctionId}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A participant lowers its prices (the server orders and checks every bid) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    auctionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        prices: {
                            adItemId: string;
                            unitPrice: string | number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description The participant’s room after the bid */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auction: {
                                adId: string;
                                adTitle: string;
                                /** @enum {string} */
                                basis: "total" | "line";
                                bidCount: number;
                                buyerCompanyId: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                /** @enum {string} */
                                decrementKind: "amount" | "percent";
                                decrementValue: string;
                                endsAt: string;
                                extensionMinutes: number;
                                id: string;
                                participantCount: number;
                                /** @enum {string} */
                                phase: "scheduled" | "running" | "ended" | "cancelled";
                                plannedEndsAt: string;
                                serverNow: string;
                                showBestPrice: boolean;
                                startsAt: string;
                            };
                            bestTotal: string | null;
                            bidId: string;
                            highestNextTotal: string | null;
                            history: {
                                at: string;
                                seq: number;
                                total: string;
                            }[];
                            lines: {
                                adItemId: string;
                                name: string;
                                quantity: string;
                                unit: string;
                            }[];
                            prices: {
                                adItemId: string;
                                bestUnitPrice: string | null;
                                highestNextUnitPrice: string | null;
                                lineTotal: string;
                                rank: number | null;
                                startUnitPrice: string;
                                unitPrice: string;
                            }[];
                            rank: number | null;
                            /** @enum {string} */
                            role: "seller";
                            startTotal: string;
                            total: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{auctionId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel my auction before it starts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    auctionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The auction, now cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endsAt: string;
                            id: string;
                            /** @enum {string} */
                            phase: "scheduled" | "running" | "ended" | "cancelled";
                            startsAt: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auctions/{auctionId}/report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The auction report for its buyer: every auction bid, then the final ranking */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    auctionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The auction report as a CSV download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session and its user; null when signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session: {
                                createdAt: string;
                                expiresAt: string;
                                id: string;
                                impersonatedBy: string | null;
                                ipAddress: string | null;
                                token: string;
                                updatedAt: string;
                                userAgent: string | null;
                                userId: string;
                            };
                            user: {
                                banExpires: string | null;
                                banned: boolean | null;
                                banReason: string | null;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                image: string | null;
                                /** @description When the KVKK notice was accepted at sign-up */
                                kvkkConsentAt: string | null;
                                locale: string;
                                name: string;
                                phone: string | null;
                                /** @description Platform role: user or admin */
                                role: string;
                                updatedAt: string;
                            };
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/list-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's sessions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sessions that have not expired */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            expiresAt: string;
                            id: string;
                            impersonatedBy: string | null;
                            ipAddress: string | null;
                            token: string;
                            updatedAt: string;
                            userAgent: string | null;
                            userId: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description The same answer whether the address is known or not */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            status: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        passwordConfirm: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The password is changed; every session is ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-other-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every other session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Every session but this one is ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/revoke-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End one of the sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session is ended */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/send-verification-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification mail again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description The same answer whether a mail was sent or not */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (rate limited per network address, and per account: wrong passwords in a row make the next attempt wait) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                        rememberMe?: boolean;
                    };
                };
            };
            responses: {
                /** @description The user; the session cookie is set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            redirect: boolean;
                            token: string;
                            user: {
                                banExpires: string | null;
                                banned: boolean | null;
                                banReason: string | null;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                image: string | null;
                                /** @description When the KVKK notice was accepted at sign-up */
                                kvkkConsentAt: string | null;
                                locale: string;
                                name: string;
                                phone: string | null;
                                /** @description Platform role: user or admin */
                                role: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out; the session cookie is cleared */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register; sends the verification mail (a registered address gets the same answer, and its owner a mail) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        invitationToken?: string;
                        /** @enum {boolean} */
                        kvkkConsent: true;
                        /** @enum {string} */
                        locale?: "tr" | "en";
                        name: string;
                        password: string;
                        passwordConfirm: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description The new, unverified user; the verification mail is sent */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description No session: the user signs in after verifying the e-mail address */
                            token: null;
                            user: {
                                banExpires: string | null;
                                banned: boolean | null;
                                banReason: string | null;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                image: string | null;
                                /** @description When the KVKK notice was accepted at sign-up */
                                kvkkConsentAt: string | null;
                                locale: string;
                                name: string;
                                phone: string | null;
                                /** @description Platform role: user or admin */
                                role: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify an e-mail address with a mailed token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The address is verified */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: boolean;
                            /** @description The user with the new address after an e-mail change; null after a sign-up verification */
                            user: {
                                banExpires: string | null;
                                banned: boolean | null;
                                banReason: string | null;
                                createdAt: string;
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                image: string | null;
                                /** @description When the KVKK notice was accepted at sign-up */
                                kvkkConsentAt: string | null;
                                locale: string;
                                name: string;
                                phone: string | null;
                                /** @description Platform role: user or admin */
                                role: string;
                                updatedAt: string;
                            } | null;
                        };
                    };
                };
                /** @description With a `callbackURL` query parameter: a redirect there, with `?error=CODE` when the token is refused */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bids/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s bids, latest change first; search in ad titles, filter by status */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    status?: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of my company’s bids */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                adCompanyId: string;
                                adId: string;
                                /** @enum {string} */
                                adStatus: "draft" | "published" | "closed" | "awarded" | "cancelled";
                                adTitle: string;
                                /** @description The live auction this bid takes part in, if any */
                                auction: {
                                    endsAt: string;
                                    id: string;
                                    /** @enum {string} */
                                    phase: "scheduled" | "running" | "ended" | "cancelled";
                                    startsAt: string;
                                } | null;
                                bidDeadline: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                grossTotal: string | null;
                                id: string;
                                revision: number;
                                /**
                                 * @description The effective status (see BidView)
                                 * @enum {string}
                                 */
                                status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                                total: string | null;
                                updatedAt: string;
                                validUntil: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bids/mine/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s bids as CSV (UTF-8 with BOM, ";" separated, for Excel) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    status?: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description My company’s matching bids as a CSV download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published blog posts, newest first */
        get: {
            parameters: {
                query?: {
                    category?: string;
                    page?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of blog posts as cards */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Blog categories with a published post, A–Z */
                            categories: string[];
                            items: {
                                /** @description Blog posts only */
                                author: string | null;
                                /** @description Blog posts only */
                                category: string | null;
                                /** @description The cover when it is an image uploaded here: its size and placeholder reserve its box before it loads, and `?w=`/`?format=` on its url serve it smaller. Null for no cover or one elsewhere on the web (then coverImageUrl alone) */
                                coverImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                coverImageUrl: string | null;
                                id: string;
                                /** @enum {string} */
                                kind: "blog" | "announcement";
                                /** @description The text of the content, at most 150 characters and … */
                                preview: string;
                                /** @description null: the date is not known */
                                publishedAt: string | null;
                                title: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the published blog posts, with the ones before and after it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The article */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Blog posts only */
                            author: string | null;
                            /** @description Blog posts only */
                            category: string | null;
                            /** @description Sanitized HTML */
                            content: string;
                            /** @description The cover when it is an image uploaded here: its size and placeholder reserve its box before it loads, and `?w=`/`?format=` on its url serve it smaller. Null for no cover or one elsewhere on the web (then coverImageUrl alone) */
                            coverImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            coverImageUrl: string | null;
                            id: string;
                            /** @enum {string} */
                            kind: "blog" | "announcement";
                            /** @description The post published just after this one */
                            next: {
                                id: string;
                                title: string;
                            } | null;
                            /** @description The text of the content, at most 150 characters and … */
                            preview: string;
                            /** @description The post published just before this one */
                            previous: {
                                id: string;
                                title: string;
                            } | null;
                            /** @description null: the date is not known */
                            publishedAt: string | null;
                            readingMinutes: number;
                            title: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blogs/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Atom feed of the newest blog posts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An Atom 1.0 feed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/atom+xml": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the company of the signed-in user, who becomes its owner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        city: string;
                        description?: string | null;
                        district: string;
                        email: string;
                        logoFileId?: string | null;
                        mersisNo?: string | null;
                        name: string;
                        phone: string;
                        requestedRoles: ("buyer" | "seller")[];
                        taxNumber: string;
                        taxOffice: string;
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description The new company; the roles it asked for await approval */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                edit: boolean;
                                editSectors: boolean;
                                manageTeam: boolean;
                                viewDocuments: boolean;
                            };
                            address: string;
                            adminUserId: string;
                            buyerRejectionReason: string | null;
                            city: string;
                            counts: {
                                documents: number;
                                members: number;
                                pendingInvitations: number;
                            };
                            createdAt: string;
                            description: string | null;
                            district: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                            /** @enum {string} */
                            isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                            logoFileId: string | null;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            mersisNo: string | null;
                            name: string;
                            phone: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                            sectorIds: string[];
                            sellerRejectionReason: string | null;
                            taxNumber: string;
                            taxOffice: string;
                            website: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company, for its members and platform staff */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company, with what the viewer may do with it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                edit: boolean;
                                editSectors: boolean;
                                manageTeam: boolean;
                                viewDocuments: boolean;
                            };
                            address: string;
                            adminUserId: string;
                            buyerRejectionReason: string | null;
                            city: string;
                            counts: {
                                documents: number;
                                members: number;
                                pendingInvitations: number;
                            };
                            createdAt: string;
                            description: string | null;
                            district: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                            /** @enum {string} */
                            isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                            logoFileId: string | null;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            mersisNo: string | null;
                            name: string;
                            phone: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                            sectorIds: string[];
                            sellerRejectionReason: string | null;
                            taxNumber: string;
                            taxOffice: string;
                            website: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit the company (owner and admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        city: string;
                        description?: string | null;
                        district: string;
                        email: string;
                        logoFileId?: string | null;
                        mersisNo?: string | null;
                        name: string;
                        phone: string;
                        taxOffice: string;
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description The company after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                edit: boolean;
                                editSectors: boolean;
                                manageTeam: boolean;
                                viewDocuments: boolean;
                            };
                            address: string;
                            adminUserId: string;
                            buyerRejectionReason: string | null;
                            city: string;
                            counts: {
                                documents: number;
                                members: number;
                                pendingInvitations: number;
                            };
                            createdAt: string;
                            description: string | null;
                            district: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                            /** @enum {string} */
                            isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                            logoFileId: string | null;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            mersisNo: string | null;
                            name: string;
                            phone: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                            sectorIds: string[];
                            sellerRejectionReason: string | null;
                            taxNumber: string;
                            taxOffice: string;
                            website: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/companies/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification documents (the company and platform staff) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The documents, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                fileId: string;
                                id: string;
                                /** @enum {string} */
                                kind: "taxCertificate" | "signatureCircular" | "other";
                                mimeType: string;
                                originalName: string;
                                /** @description Bytes */
                                size: number;
                                /** @description Serves the file to the company and the platform staff */
                                url: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Attach an uploaded verification document (owner and admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fileId: string;
                        /** @enum {string} */
                        kind: "taxCertificate" | "signatureCircular" | "other";
                    };
                };
            };
            responses: {
                /** @description The document attached */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            fileId: string;
                            id: string;
                            /** @enum {string} */
                            kind: "taxCertificate" | "signatureCircular" | "other";
                            mimeType: string;
                            originalName: string;
                            /** @description Bytes */
                            size: number;
                            /** @description Serves the file to the company and the platform staff */
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a verification document (owner and admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/role-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for the buyer or seller role (again after a rejection) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "buyer" | "seller";
                    };
                };
            };
            responses: {
                /** @description The company, the role asked for now pending */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                edit: boolean;
                                editSectors: boolean;
                                manageTeam: boolean;
                                viewDocuments: boolean;
                            };
                            address: string;
                            adminUserId: string;
                            buyerRejectionReason: string | null;
                            city: string;
                            counts: {
                                documents: number;
                                members: number;
                                pendingInvitations: number;
                            };
                            createdAt: string;
                            description: string | null;
                            district: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                            /** @enum {string} */
                            isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                            logoFileId: string | null;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            mersisNo: string | null;
                            name: string;
                            phone: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                            sectorIds: string[];
                            sellerRejectionReason: string | null;
                            taxNumber: string;
                            taxOffice: string;
                            website: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the company's sectors (owner and admins) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sectorIds: string[];
                    };
                };
            };
            responses: {
                /** @description The company's sectors as saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sectorIds: string[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company, with what the user may do with it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                edit: boolean;
                                editSectors: boolean;
                                manageTeam: boolean;
                                viewDocuments: boolean;
                            };
                            address: string;
                            adminUserId: string;
                            buyerRejectionReason: string | null;
                            city: string;
                            counts: {
                                documents: number;
                                members: number;
                                pendingInvitations: number;
                            };
                            createdAt: string;
                            description: string | null;
                            district: string;
                            email: string;
                            id: string;
                            /** @enum {string} */
                            isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                            /** @enum {string} */
                            isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                            logoFileId: string | null;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            mersisNo: string | null;
                            name: string;
                            phone: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                            sectorIds: string[];
                            sellerRejectionReason: string | null;
                            taxNumber: string;
                            taxOffice: string;
                            website: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations of my company (owners and admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The pending invitations, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                email: string;
                                expired: boolean;
                                expiresAt: string;
                                id: string;
                                invitedByName: string | null;
                                /** @enum {string} */
                                role: "admin" | "member";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Invite an e-mail address to the team; mails a link valid for 7 days */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description The invitation sent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            expired: boolean;
                            expiresAt: string;
                            id: string;
                            invitedByName: string | null;
                            /** @enum {string} */
                            role: "admin" | "member";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a pending invitation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a pending invitation again with a new link (the old one stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invitation with the expiry of its new link */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            email: string;
                            expired: boolean;
                            expiresAt: string;
                            id: string;
                            invitedByName: string | null;
                            /** @enum {string} */
                            role: "admin" | "member";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team of my company, with what I may do to each member */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The members by role (owner, admins, members), then by name */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                abilities: {
                                    changeRole: boolean;
                                    remove: boolean;
                                };
                                email: string;
                                /** @description The signed-in user's own row */
                                isSelf: boolean;
                                joinedAt: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "member";
                                userId: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from the team (never the owner; admins by the owner only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a member’s role (owner: admins and members; admin: none) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "admin" | "member";
                    };
                };
            };
            responses: {
                /** @description The member with the new role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abilities: {
                                changeRole: boolean;
                                remove: boolean;
                            };
                            email: string;
                            /** @description The signed-in user's own row */
                            isSelf: boolean;
                            joinedAt: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            userId: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the platform staff (the form on /contactus) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        locale?: "tr" | "en";
                        message: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Kept for staff; they answer by e-mail */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "received";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard figures of my company’s confirmed roles (null for the others) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The figures of each confirmed role */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Null unless the company is a confirmed buyer */
                            buyer: {
                                bidsThisWeek: number;
                                openAds: number;
                                /** @description Orders per month over the last six months, oldest first (YYYY-MM) */
                                ordersByMonth: {
                                    count: number;
                                    month: string;
                                }[];
                                ordersInProgress: number;
                                /** @description Spend this year per currency (orders not declined or cancelled) */
                                spendThisYear: {
                                    /** @description A decimal number as an exact string, e.g. "1234.50" */
                                    amount: string;
                                    /** @enum {string} */
                                    currency: "TRY" | "USD" | "EUR";
                                }[];
                            } | null;
                            /** @description Null unless the company is a confirmed seller */
                            seller: {
                                /** @description Bids submitted per month over the last six months, oldest first (YYYY-MM) */
                                bidsByMonth: {
                                    count: number;
                                    month: string;
                                }[];
                                newMatchingAds: number;
                                openBids: number;
                                ordersInProgress: number;
                                /** @description Accepted ÷ decided bids, 0..1; null before any decision */
                                winRate: number | null;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-preferences/one-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The List-Unsubscribe address opened in a browser: on to the confirmation page */
        get: {
            parameters: {
                query: {
                    /** @description The token of the mail’s unsubscribe link */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description On to /email-unsubscribe?token=…, the page */
                303: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): the mail provider posts the mail’s link
         * @description The address of the mail’s List-Unsubscribe header, with its List-Unsubscribe-Post header’s body. No session and no origin check: the signed token is the authority.
         */
        post: {
            parameters: {
                query: {
                    /** @description The token of the mail’s unsubscribe link */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @enum {string} */
                        "List-Unsubscribe": "One-Click";
                    };
                    "multipart/form-data": {
                        /** @enum {string} */
                        "List-Unsubscribe": "One-Click";
                    };
                };
            };
            responses: {
                /** @description The kind turned off, and for whom */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The address that no longer gets this kind */
                            email: string;
                            /** @enum {string} */
                            kind: "newBid" | "bidDecision" | "orderStep" | "chatMessage" | "matchingAd" | "supportAnswer" | "auction" | "companyApplication";
                            /** @description The kinds this request turned off (those already off are not listed) */
                            turnedOff: ("newBid" | "bidDecision" | "orderStep" | "chatMessage" | "matchingAd" | "supportAnswer" | "auction" | "companyApplication")[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-preferences/resubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The unsubscribe page’s undo: these kinds come by e-mail again (the same link) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        kinds: ("newBid" | "bidDecision" | "orderStep" | "chatMessage" | "matchingAd" | "supportAnswer" | "auction" | "companyApplication")[];
                        /** @description The token of the mail’s unsubscribe link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The link’s kind, the address, whether on now */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Whether this kind still comes by e-mail */
                            active: boolean;
                            /** @description The address the link was sent to */
                            email: string;
                            /** @enum {string} */
                            kind: "newBid" | "bidDecision" | "orderStep" | "chatMessage" | "matchingAd" | "supportAnswer" | "auction" | "companyApplication";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-preferences/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a mail’s unsubscribe link would turn off, and for whom (changes nothing) */
        get: {
            parameters: {
                query: {
                    /** @description The token of the mail’s unsubscribe link */
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The kind, the address, and whether on */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Whether this kind still comes by e-mail */
                            active: boolean;
                            /** @description The address the link was sent to */
                            email: string;
                            /** @enum {string} */
                            kind: "newBid" | "bidDecision" | "orderStep" | "chatMessage" | "matchingAd" | "supportAnswer" | "auction" | "companyApplication";
                        };
                    };
                };
            };
        };
        put?: never;
        /** Turn the kind of a mail’s link (or every kind) off with that link, no sign-in needed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description kind: only the link’s kind; all: every kind of notification mail
                         * @default kind
                         * @enum {string}
                         */
                        scope?: "kind" | "all";
                        /** @description The token of the mail’s unsubscribe link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description What was turned off, and for whom */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The address that no longer gets this kind */
                            email: string;
                            /** @enum {string} */
                            kind: "newBid" | "bidDecision" | "orderStep" | "chatMessage" | "matchingAd" | "supportAnswer" | "auction" | "companyApplication";
                            /** @description The kinds this request turned off (those already off are not listed) */
                            turnedOff: ("newBid" | "bidDecision" | "orderStep" | "chatMessage" | "matchingAd" | "supportAnswer" | "auction" | "companyApplication")[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events of my company (Server-Sent Events; Last-Event-ID catches up)
         * @description Each event is a frame `id: <n>`, `event: <kind>`, `data: <JSON>`; the data says what to read again, never the record itself. A reconnect with `Last-Event-ID` first gets the events it missed (kept 24 hours, at most 500). Kinds and their data:
         *
         *     - `notification` `{ type, route }`: A notification was written for the company (bell, lists it may concern)
         *     - `chat` `{ orderId }`: A message was written in an order’s chat the company takes part in
         *     - `chatRead` `{ orderId }`: The other company of an order read its chat (read receipts)
         *     - `order` `{ orderId }`: One’s own company moved an order or rated it (a teammate’s screens follow; the other company hears of it through its notification)
         *     - `ad` `{ adId }`: One’s own company changed an ad (created, edited, published, closed, answered…)
         *     - `bid` `{ adId }`: One’s own company saved, withdrew or confirmed a bid on this ad
         *     - `support` `{ ticketId }`: A support ticket of the company was opened, written in, answered or closed
         *     - `company` `{ companyId }`: The company’s approval changed (staff approved or rejected a role, or a teammate asked for one): its people read their session and the company again
         *     - `auction` `{ auctionId, adId }`: A live reverse auction the company runs or takes part in changed (a bid, an extension, its start, end or cancellation): the room reads its own view again
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An open stream of live events (until the client leaves) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file (multipart: `purpose`, then `file`)
         * @description Rules per purpose: `logo`: PNG, JPEG, WebP, at most 2 MB; `companyDocument`: PDF, PNG, JPEG, WebP, DOCX, XLSX, DOC, XLS, at most 20 MB; `content`: PNG, JPEG, WebP, at most 5 MB; `adAttachment`: PDF, PNG, JPEG, WebP, DOCX, XLSX, DOC, XLS, at most 20 MB; `bidAttachment`: PDF, PNG, JPEG, WebP, DOCX, XLSX, DOC, XLS, at most 20 MB; `chatAttachment`: PDF, PNG, JPEG, WebP, DOCX, XLSX, DOC, XLS, at most 20 MB; `supportAttachment`: PDF, PNG, JPEG, WebP, DOCX, XLSX, DOC, XLS, at most 10 MB. Logos: any signed-in user; company documents: the owner or an admin of the company; content images: platform admins. A refused file is a 400 naming the field, and nothing is stored.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The file; its type is decided by its content, not its name.
                         */
                        file: string;
                        /**
                         * @description What the file is for; send it before `file`.
                         * @enum {string}
                         */
                        purpose: "logo" | "companyDocument" | "content" | "adAttachment" | "bidAttachment" | "chatAttachment" | "supportAttachment";
                    };
                };
            };
            responses: {
                /** @description The stored file: its id goes where the file is used */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @description An image served in other sizes too (`?w=`, `?format=`); null for other files */
                            image: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                width: number;
                            } | null;
                            mimeType: string;
                            originalName: string;
                            size: number;
                            url: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bytes of a file
         * @description Logos and content images are public; company documents only for the members of the company and platform admins; ad attachments also for whoever may see an ad they are attached to, bid attachments also for the buyer of the bid’s ad (404 for anyone else). An image (PNG, JPEG, WebP) is also served smaller and in modern formats: `?w=` one of 320, 480, 640, 960, 1280, 1920 (never wider than the image itself) and/or `?format=` one of avif, webp; each copy is made on first request and kept. The same people may read the copies as the file; asking another file for a size or format is a 400.
         */
        get: {
            parameters: {
                query?: {
                    /** @description `avif` or `webp`; without it the image keeps its own type */
                    format?: "avif" | "webp";
                    /** @description The width in pixels, one of 320, 480, 640, 960, 1280, 1920 */
                    w?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file, streamed in its own type; `content-disposition` gives its name (inline for images and PDFs, an attachment otherwise). Public files are cached for a year under an ETag; the others are `private, no-store`. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/msword": string;
                        "application/pdf": string;
                        "application/vnd.ms-excel": string;
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                        "image/avif": string;
                        "image/jpeg": string;
                        "image/png": string;
                        "image/webp": string;
                    };
                };
                /** @description Not modified: a public file the client holds (`If-None-Match`) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up, the database reachable */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "up" | "down";
                            /** @enum {string} */
                            databaseKind: "pglite" | "postgres";
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            uptimeSeconds: number;
                        };
                    };
                };
                /** @description Degraded: the database is not reachable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            database: "up" | "down";
                            /** @enum {string} */
                            databaseKind: "pglite" | "postgres";
                            /** @enum {string} */
                            status: "ok" | "degraded";
                            uptimeSeconds: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: whether this instance should be sent traffic */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                database: boolean;
                                listen: boolean;
                                notStopping: boolean;
                                started: boolean;
                            };
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                        };
                    };
                };
                /** @description Not ready: starting, stopping, the database not answering or LISTEN down */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            checks: {
                                database: boolean;
                                listen: boolean;
                                notStopping: boolean;
                                started: boolean;
                            };
                            /** @enum {string} */
                            status: "ready" | "not-ready";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The endpoints, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                description: string;
                                disabledReason: ("manual" | "failing") | null;
                                enabled: boolean;
                                events: ("ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved")[];
                                failingSince: string | null;
                                id: string;
                                includeOrderDocument: boolean;
                                secretHint: string;
                                url: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register a webhook endpoint
         * @description The address must be https and lead to the public internet (checked after DNS resolution, here and on every delivery). The answer holds the signing secret, once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        enabled: boolean;
                        events: ("ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved")[];
                        /** @description order events carry the order as UBL 2.1 Order XML (data.ublOrder) and, once the seller has answered, the answer as OrderResponseSimple (data.ublOrderResponse) */
                        includeOrderDocument: boolean;
                        url: string;
                    };
                };
            };
            responses: {
                /** @description The endpoint and its secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: {
                                createdAt: string;
                                description: string;
                                disabledReason: ("manual" | "failing") | null;
                                enabled: boolean;
                                events: ("ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved")[];
                                failingSince: string | null;
                                id: string;
                                includeOrderDocument: boolean;
                                secretHint: string;
                                url: string;
                            };
                            secret: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a webhook endpoint, or switch it off or on */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        enabled: boolean;
                        events: ("ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved")[];
                        /** @description order events carry the order as UBL 2.1 Order XML (data.ublOrder) and, once the seller has answered, the answer as OrderResponseSimple (data.ublOrderResponse) */
                        includeOrderDocument: boolean;
                        url: string;
                    };
                };
            };
            responses: {
                /** @description The endpoint as stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            description: string;
                            disabledReason: ("manual" | "failing") | null;
                            enabled: boolean;
                            events: ("ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved")[];
                            failingSince: string | null;
                            id: string;
                            includeOrderDocument: boolean;
                            secretHint: string;
                            url: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/integrations/webhooks/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint’s delivery log, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of deliveries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                attempts: number;
                                createdAt: string;
                                error: string | null;
                                eventId: string;
                                id: string;
                                lastAttemptAt: string | null;
                                latencyMs: number | null;
                                nextAttemptAt: string | null;
                                response: string | null;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                statusCode: number | null;
                                /** @enum {string} */
                                type: "ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved" | "webhook.test";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one delivery’s event again (a new delivery, at the end of the queue) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    deliveryId: string;
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new delivery, queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            createdAt: string;
                            error: string | null;
                            eventId: string;
                            id: string;
                            lastAttemptAt: string | null;
                            latencyMs: number | null;
                            nextAttemptAt: string | null;
                            response: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            statusCode: number | null;
                            /** @enum {string} */
                            type: "ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved" | "webhook.test";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{endpointId}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roll the signing secret (the new one at once; shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The new secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description shown once: the key of the endpoint’s HMAC-SHA256 signatures */
                            secret: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/webhooks/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event (webhook.test) to the endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    endpointId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The test delivery, queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attempts: number;
                            createdAt: string;
                            error: string | null;
                            eventId: string;
                            id: string;
                            lastAttemptAt: string | null;
                            latencyMs: number | null;
                            nextAttemptAt: string | null;
                            response: string | null;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            statusCode: number | null;
                            /** @enum {string} */
                            type: "ad.published" | "ad.closed" | "ad.cancelled" | "question.asked" | "question.answered" | "bid.received" | "bid.updated" | "bid.withdrawn" | "ad.awarded" | "order.created" | "order.status_changed" | "chat.message" | "auction.started" | "auction.ended" | "company.approved" | "webhook.test";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invitation by its mailed token (public): company, role, state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What the invited person sees */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companyId: string;
                            companyName: string;
                            email: string;
                            expiresAt: string;
                            inviterName: string | null;
                            /** @enum {string} */
                            role: "admin" | "member";
                            /** @enum {string} */
                            state: "valid" | "expired" | "revoked" | "accepted";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation as the signed-in user with the invited e-mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company joined and the role in it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companyId: string;
                            companyName: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, their company, role and approval flags
         * @description Without a session: 401 AUTH_REQUIRED, or 200 with null when `optional=true` (the web app's session probe, for which an anonymous visitor is the normal case, not an error). A cookie whose session staff ended by suspending the user answers 403 USER_BANNED either way.
         */
        get: {
            parameters: {
                query?: {
                    /** @description true: answer null instead of 401 when nobody is signed in */
                    optional?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The signed-in user, or null (optional=true) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            company: {
                                adminUserId: string;
                                id: string;
                                /** @enum {string} */
                                isBuyerConfirmed: "yes" | "pending" | "rejected" | "no";
                                /** @enum {string} */
                                isSellerConfirmed: "yes" | "pending" | "rejected" | "no";
                                name: string;
                            } | null;
                            companyRole: ("owner" | "admin" | "member") | null;
                            user: {
                                email: string;
                                emailVerified: boolean;
                                id: string;
                                /** @enum {string} */
                                locale: "tr" | "en";
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "user" | "admin";
                            };
                        } | null;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change my e-mail: a verification link goes to the new address */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        newEmail: string;
                    };
                };
            };
            responses: {
                /** @description Accepted: the link is on its way to the new address */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Where the verification link went; the address changes once it is opened */
                            newEmail: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which kinds of notification I also get by e-mail */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Each kind on (true) or off */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auction: boolean;
                            bidDecision: boolean;
                            chatMessage: boolean;
                            companyApplication: boolean;
                            matchingAd: boolean;
                            newBid: boolean;
                            orderStep: boolean;
                            supportAnswer: boolean;
                        };
                    };
                };
            };
        };
        /** Choose which kinds of notification I also get by e-mail */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        auction: boolean;
                        bidDecision: boolean;
                        chatMessage: boolean;
                        companyApplication: boolean;
                        matchingAd: boolean;
                        newBid: boolean;
                        orderStep: boolean;
                        supportAnswer: boolean;
                    };
                };
            };
            responses: {
                /** @description The choice as stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auction: boolean;
                            bidDecision: boolean;
                            chatMessage: boolean;
                            companyApplication: boolean;
                            matchingAd: boolean;
                            newBid: boolean;
                            orderStep: boolean;
                            supportAnswer: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valid invitations to my verified address (offered instead of a new company) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Pending, unexpired invitations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Valid invitations, newest first */
                            items: {
                                companyId: string;
                                companyName: string;
                                expiresAt: string;
                                id: string;
                                inviterName: string | null;
                                /** @enum {string} */
                                role: "admin" | "member";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation to my verified address without its link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The company joined and the role in it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companyId: string;
                            companyName: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Remember the language of the signed-in user (mails follow it) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        locale: "tr" | "en";
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        trace?: never;
    };
    "/api/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change my password; other sessions end, this browser gets a new session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        password: string;
                        passwordConfirm: string;
                    };
                };
            };
            responses: {
                /** @description No content; the new session cookie is set */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update my name, phone and language */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        locale: "tr" | "en";
                        name: string;
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description The profile after the change */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            emailVerified: boolean;
                            id: string;
                            /** @enum {string} */
                            locale: "tr" | "en";
                            name: string;
                            phone: string | null;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/me/push-devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My devices that get notifications, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description My devices that get push notifications, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                id: string;
                                label: string;
                                /** @description When a notification last went to it */
                                lastUsedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Register this browser’s push subscription as one of my devices
         * @description The same endpoint again updates the device (200); an endpoint registered by another user moves to me as a new device (201). The endpoint must be a known push service’s.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        keys: {
                            /** @description The subscription’s authentication secret (base64url, 16 bytes) */
                            auth: string;
                            /** @description The device’s P-256 public key (base64url, 65 bytes) */
                            p256dh: string;
                        };
                        /** @description How the device is named in the list, e.g. "Chrome · Android" */
                        label: string;
                    };
                };
            };
            responses: {
                /** @description The device, updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: string;
                            label: string;
                            /** @description When a notification last went to it */
                            lastUsedAt: string | null;
                        };
                    };
                };
                /** @description The new device */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            id: string;
                            label: string;
                            /** @description When a notification last went to it */
                            lastUsedAt: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/push-devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop sending notifications to one of my devices */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/push-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which kinds of notification my devices get */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Each kind pushed (true) or not */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auction: boolean;
                            bidDecision: boolean;
                            chatMessage: boolean;
                            companyApplication: boolean;
                            matchingAd: boolean;
                            newBid: boolean;
                            orderStep: boolean;
                            question: boolean;
                            supportAnswer: boolean;
                        };
                    };
                };
            };
        };
        /** Choose which kinds of notification my devices get */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        auction: boolean;
                        bidDecision: boolean;
                        chatMessage: boolean;
                        companyApplication: boolean;
                        matchingAd: boolean;
                        newBid: boolean;
                        orderStep: boolean;
                        question: boolean;
                        supportAnswer: boolean;
                    };
                };
            };
            responses: {
                /** @description The choice as stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auction: boolean;
                            bidDecision: boolean;
                            chatMessage: boolean;
                            companyApplication: boolean;
                            matchingAd: boolean;
                            newBid: boolean;
                            orderStep: boolean;
                            question: boolean;
                            supportAnswer: boolean;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s API keys, newest first (owner and admins; never their secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The keys, revoked and expired ones included */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                expiresAt: string | null;
                                id: string;
                                lastUsedAt: string | null;
                                name: string;
                                prefix: string;
                                revokedAt: string | null;
                                scopes: ("ads:read" | "ads:write" | "bids:read" | "bids:write" | "award" | "orders:read" | "orders:write" | "chat")[];
                                /** @enum {string} */
                                status: "active" | "revoked" | "expired";
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API key (owner and admins): its secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        expiresAt?: string | null;
                        name: string;
                        scopes: ("ads:read" | "ads:write" | "bids:read" | "bids:write" | "award" | "orders:read" | "orders:write" | "chat")[];
                    };
                };
            };
            responses: {
                /** @description The key and its secret, shown this once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: {
                                createdAt: string;
                                createdBy: {
                                    id: string;
                                    name: string;
                                };
                                expiresAt: string | null;
                                id: string;
                                lastUsedAt: string | null;
                                name: string;
                                prefix: string;
                                revokedAt: string | null;
                                scopes: ("ads:read" | "ads:write" | "bids:read" | "bids:write" | "award" | "orders:read" | "orders:write" | "chat")[];
                                /** @enum {string} */
                                status: "active" | "revoked" | "expired";
                            };
                            secret: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-company/api-keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an API key at once, on every instance (owner and admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The revoked key */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdAt: string;
                            createdBy: {
                                id: string;
                                name: string;
                            };
                            expiresAt: string | null;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            scopes: ("ads:read" | "ads:write" | "bids:read" | "bids:write" | "award" | "orders:read" | "orders:write" | "chat")[];
                            /** @enum {string} */
                            status: "active" | "revoked" | "expired";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an e-mail address to the newsletter */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        locale?: "tr" | "en";
                    };
                };
            };
            responses: {
                /** @description The address was subscribed already */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "subscribed" | "alreadySubscribed";
                        };
                    };
                };
                /** @description Subscribed; the welcome mail is sent */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "subscribed" | "alreadySubscribed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the newsletter with the link of its mail (no sign-in) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description The address is no longer subscribed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unsubscribed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's notifications, newest first, paginated */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    status?: "unread" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the notifications and the unread count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description The company's notification, or null: a staff user's own (a company to review) */
                                companyId: string | null;
                                createdAt: string;
                                id: string;
                                /** @description The Turkish text of the specification */
                                message: string;
                                params: {
                                    [key: string]: string | number;
                                };
                                read: boolean;
                                route: string | null;
                                /** @description Seconds since the epoch (specification §3) */
                                timestamp: number;
                                /** @description A NotificationType: the web renders notifications.types.<type> */
                                type: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            unreadTotal: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification of the company read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The notification, now read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The company's notification, or null: a staff user's own (a company to review) */
                            companyId: string | null;
                            createdAt: string;
                            id: string;
                            /** @description The Turkish text of the specification */
                            message: string;
                            params: {
                                [key: string]: string | number;
                            };
                            read: boolean;
                            route: string | null;
                            /** @description Seconds since the epoch (specification §3) */
                            timestamp: number;
                            /** @description A NotificationType: the web renders notifications.types.<type> */
                            type: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every unread notification of the company read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description How many this marked read */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description How many unread notifications were marked read */
                            updated: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bell: the 3 newest unread notifications and the unread count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The newest unread notifications and their count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @description The company's notification, or null: a staff user's own (a company to review) */
                                companyId: string | null;
                                createdAt: string;
                                id: string;
                                /** @description The Turkish text of the specification */
                                message: string;
                                params: {
                                    [key: string]: string | number;
                                };
                                read: boolean;
                                route: string | null;
                                /** @description Seconds since the epoch (specification §3) */
                                timestamp: number;
                                /** @description A NotificationType: the web renders notifications.types.<type> */
                                type: string;
                            }[];
                            /** @description How many notifications are unread, not only those listed */
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s orders on one side, newest first: search, status filter, pages */
        get: {
            parameters: {
                query: {
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    side: "buyer" | "seller";
                    status?: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the orders, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                adId: string;
                                adTitle: string;
                                buyer: {
                                    city: string;
                                    id: string;
                                    /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                    logoImage: {
                                        height: number;
                                        /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                        placeholder: string;
                                        url: string;
                                        width: number;
                                    } | null;
                                    logoUrl: string | null;
                                    name: string;
                                    ratingAvg: string | null;
                                    ratingCount: number;
                                };
                                createdAt: string;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                /** @description A calendar day, YYYY-MM-DD */
                                deliveryDate: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                itemCount: number;
                                orderNo: string;
                                seller: {
                                    city: string;
                                    id: string;
                                    /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                    logoImage: {
                                        height: number;
                                        /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                        placeholder: string;
                                        url: string;
                                        width: number;
                                    } | null;
                                    logoUrl: string | null;
                                    name: string;
                                    ratingAvg: string | null;
                                    ratingCount: number;
                                };
                                /** @enum {string} */
                                status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                total: string;
                                /** @description Chat messages of the other company the viewer’s company has not read yet */
                                unreadMessages: number;
                                updatedAt: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatTotal: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order for its buyer or seller: lines, timeline, actions, ratings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The order as the viewer’s side sees it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Either side: cancel an order before it ships, with a reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer: complete a delivered order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seller: confirm a created order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seller: decline a created order with a reason (and a proposed delivery date) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        proposedDeliveryDate?: string | null;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer: confirm delivery of a shipped order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/documents/despatch-advice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seller: the shipped order as a UBL-TR e-İrsaliye (TEMELIRSALIYE, SEVK)
         * @description Every line of the order, despatched when the order was marked shipped. The buyer gets 403, other companies 404, an order not shipped yet 409.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The despatch advice as a download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/documents/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seller: the completed order as a UBL-TR 1.2 invoice (SATIS) to upload to an integrator
         * @description profile TEMELFATURA or TICARIFATURA for a buyer registered for e-Fatura, EARSIVFATURA otherwise. Amounts in the order’s currency; for USD and EUR the Central Bank rate of the issue day is given as PricingExchangeRate when the rate cache holds one (else the integrator adds it). The buyer gets 403, other companies 404, an order not completed 409.
         */
        get: {
            parameters: {
                query?: {
                    profile?: "TEMELFATURA" | "TICARIFATURA" | "EARSIVFATURA";
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The invoice as a download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/documents/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buyer and seller: the purchase order as UBL 2.1 Order XML
         * @description Numbered by the order number and issued when the order was made (the same document on every download): both parties by VKN or TCKN and tax office, each line with its UN/ECE unit code, price, net and KDV, KDV per rate, AnticipatedMonetaryTotal, the delivery address and date, payment terms, the currency, the awarded bid as QuotationDocumentReference and the ad as AdditionalDocumentReference. Other companies get 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The purchase order as a download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/documents/order-response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buyer and seller: the seller’s answer as UBL 2.1 OrderResponseSimple XML
         * @description AcceptedIndicator true once the seller confirmed the order, false with the reason as RejectionNote when the seller declined it; issued when the seller answered, with OrderReference to the Order’s ID (the order number). 409 before the seller has answered (and for an order cancelled instead), 404 for other companies.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The seller’s answer as a download */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the order’s chat (newest, or before a message), oldest first */
        get: {
            parameters: {
                query?: {
                    before?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the chat with the order’s header */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Older messages exist: ask again with `before` = the first item’s id */
                            hasOlder: boolean;
                            items: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                body: string;
                                createdAt: string;
                                id: string;
                                /** @description Written by the viewer’s company */
                                mine: boolean;
                                senderCompanyId: string;
                                senderCompanyName: string;
                                /** @description The person who wrote it; null once that account is gone */
                                senderName: string | null;
                            }[];
                            order: {
                                adTitle: string;
                                buyer: {
                                    city: string;
                                    id: string;
                                    /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                    logoImage: {
                                        height: number;
                                        /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                        placeholder: string;
                                        url: string;
                                        width: number;
                                    } | null;
                                    logoUrl: string | null;
                                    name: string;
                                    ratingAvg: string | null;
                                    ratingCount: number;
                                };
                                id: string;
                                orderNo: string;
                                seller: {
                                    city: string;
                                    id: string;
                                    /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                    logoImage: {
                                        height: number;
                                        /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                        placeholder: string;
                                        url: string;
                                        width: number;
                                    } | null;
                                    logoUrl: string | null;
                                    name: string;
                                    ratingAvg: string | null;
                                    ratingCount: number;
                                };
                                /**
                                 * @description The viewer’s side
                                 * @enum {string}
                                 */
                                side: "buyer" | "seller";
                                /** @enum {string} */
                                status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            };
                            /** @description Up to when the other company has read (its newest read message’s time), if ever */
                            otherReadUntil: string | null;
                            /** @description Messages of the other company the viewer’s company has not read */
                            unreadMessages: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Write in the order’s chat: text, files (up to 5), or both */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Optional. A retry with the same key (same company and operation) within 24 hours gets the first answer again (header `Idempotent-Replayed: true`) and creates nothing twice; the same key with another body is refused with 422. A UUID per operation is a good key. */
                    "Idempotency-Key"?: string;
                };
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachmentFileIds?: string[];
                        /** @default  */
                        body?: string;
                    };
                };
            };
            responses: {
                /** @description The message written */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                fileId: string;
                                mimeType: string;
                                originalName: string;
                                size: number;
                                url: string;
                            }[];
                            body: string;
                            createdAt: string;
                            id: string;
                            /** @description Written by the viewer’s company */
                            mine: boolean;
                            senderCompanyId: string;
                            senderCompanyName: string;
                            /** @description The person who wrote it; null once that account is gone */
                            senderName: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/messages/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the order’s chat read for my company (and its chat notifications) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description What my company has left unread in the chat */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unreadMessages: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/prepare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seller: mark a confirmed order as being prepared */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate the other company of a completed order (once per side, 1–5 stars) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        stars: number;
                    };
                };
            };
            responses: {
                /** @description The order with the rating */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{orderId}/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Seller: mark the order as shipped (optional tracking info) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note?: string | null;
                        trackingInfo?: string | null;
                    };
                };
            };
            responses: {
                /** @description The order after the step */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What the viewer’s side may do with the order now */
                            abilities: {
                                commands: ("confirm" | "decline" | "prepare" | "ship" | "deliver" | "complete" | "cancel")[];
                                rate: boolean;
                                /** @description Buyer of a declined order: its lines may still be given to another bid (on the ad’s page) */
                                reaward: boolean;
                            };
                            adCompanyId: string;
                            adId: string;
                            adTitle: string;
                            bidId: string;
                            buyer: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            cancelReason: string | null;
                            /** @description /chat/{orderId}/{buyerCompanyId}/{sellerCompanyId} */
                            chatRoute: string;
                            createdAt: string;
                            /** @enum {string} */
                            currency: "TRY" | "USD" | "EUR";
                            declineReason: string | null;
                            deliveryAddress: string;
                            deliveryCity: string;
                            /** @description A calendar day, YYYY-MM-DD */
                            deliveryDate: string;
                            deliveryDays: number;
                            /** @description The UBL-TR documents the viewer may download now */
                            documents: {
                                /** @description The seller, once the order has shipped */
                                despatchAdvice: boolean;
                                /** @description The seller, once the order is completed */
                                invoice: boolean;
                                /** @description The UBL OrderResponseSimple: both parties, once the seller has accepted or declined */
                                orderResponse: boolean;
                                /** @description The UBL Order: both parties, in every state */
                                purchaseOrder: boolean;
                            };
                            events: {
                                actorCompanyName: string | null;
                                actorName: string | null;
                                at: string;
                                /** @description Extra facts of the step: reason, proposedDeliveryDate, trackingInfo */
                                data: {
                                    [key: string]: string;
                                };
                                id: string;
                                note: string | null;
                                /** @enum {string} */
                                type: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            grossTotal: string;
                            id: string;
                            itemCount: number;
                            items: {
                                adItemId: string | null;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                grossTotal: string;
                                id: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                lineTotal: string;
                                name: string;
                                position: number;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                quantity: string;
                                specification: string | null;
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                unitPrice: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vatAmount: string;
                                vatRate: 0 | 1 | 10 | 20;
                            }[];
                            orderNo: string;
                            /** @description Both companies’ tax identity and address as at the award (the order’s snapshot) */
                            parties: {
                                buyer: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                                seller: {
                                    address: string;
                                    city: string;
                                    companyId: string;
                                    district: string;
                                    email: string;
                                    mersisNo: string | null;
                                    /** @description Ticari unvan */
                                    name: string;
                                    phone: string;
                                    taxNumber: string;
                                    /**
                                     * @description VKN for a company; TCKN for a sole proprietor taxed by the national id
                                     * @enum {string}
                                     */
                                    taxNumberKind: "VKN" | "TCKN";
                                    /** @description Vergi dairesi */
                                    taxOffice: string;
                                };
                            };
                            paymentTerms: string;
                            proposedDeliveryDate: string | null;
                            ratings: {
                                mine: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                                theirs: {
                                    comment: string | null;
                                    createdAt: string;
                                    raterCompanyName: string;
                                    stars: number;
                                } | null;
                            };
                            seller: {
                                city: string;
                                id: string;
                                /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                                logoImage: {
                                    height: number;
                                    /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                    placeholder: string;
                                    url: string;
                                    width: number;
                                } | null;
                                logoUrl: string | null;
                                name: string;
                                ratingAvg: string | null;
                                ratingCount: number;
                            };
                            /**
                             * @description The viewer’s side of the order
                             * @enum {string}
                             */
                            side: "buyer" | "seller";
                            /** @enum {string} */
                            status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            total: string;
                            trackingInfo: string | null;
                            /** @description Chat messages of the other company the viewer’s company has not read yet */
                            unreadMessages: number;
                            updatedAt: string;
                            vatByRate: {
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                gross: string;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                net: string;
                                rate: 0 | 1 | 10 | 20;
                                /** @description A decimal number as an exact string, e.g. "1234.50" */
                                vat: string;
                            }[];
                            /** @description A decimal number as an exact string, e.g. "1234.50" */
                            vatTotal: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same list as CSV for Excel (UTF-8 BOM, ";", decimal comma) */
        get: {
            parameters: {
                query: {
                    q?: string;
                    side: "buyer" | "seller";
                    status?: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The matching orders as a CSV download (at most 5000 rows) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same list as an Excel workbook (numbers, amounts and dates as such) */
        get: {
            parameters: {
                query: {
                    q?: string;
                    side: "buyer" | "seller";
                    status?: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The matching orders as an .xlsx download (at most 5000 rows) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content page (legal texts, about, contact) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: "kvkk" | "cookies" | "terms" | "privacy" | "aboutus" | "contactus";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Sanitised HTML */
                            content: string;
                            /** @description The English version; null: English readers get the Turkish text */
                            en: {
                                /** @description Sanitised HTML */
                                content: string;
                                title: string;
                            } | null;
                            /** @enum {string} */
                            slug: "kvkk" | "cookies" | "terms" | "privacy" | "aboutus" | "contactus";
                            title: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Not modified: the copy the client holds (`If-None-Match`) is the current one */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-hints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What lines like this one were awarded for (the price bucket of the middle, per unit) */
        get: {
            parameters: {
                query: {
                    currency: "TRY" | "USD" | "EUR";
                    name: string;
                    sectorId: string;
                    unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The hint, or null when the data is thin */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            hint: {
                                /** @description How many independent buyers stand behind it, one price each */
                                awards: number;
                                /** @enum {string} */
                                currency: "TRY" | "USD" | "EUR";
                                /** @description Upper bound (exclusive) of that bucket, per unit, net of KDV */
                                high: string;
                                /** @description Lower bound of the price bucket of the middle prices, per unit, net */
                                low: string;
                                /**
                                 * @description sector: the same sector; sectorGroup: its main sector with all sub-sectors
                                 * @enum {string}
                                 */
                                scope: "sector" | "sectorGroup";
                                /** @enum {string} */
                                unit: "adet" | "kg" | "ton" | "lt" | "m" | "m2" | "m3" | "paket" | "koli" | "set" | "saat" | "gün" | "ay" | "çift" | "rulo" | "palet";
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key browsers subscribe with (no sign-in needed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The VAPID public key (base64url) to subscribe with */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The VAPID public key (base64url, 65 bytes): pushManager.subscribe’s applicationServerKey */
                            publicKey: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active sectors, two levels, in display order
         * @description Shared by every caller: sent with an ETag and `cache-control: no-cache`, so a client holding the current list gets 304 for `If-None-Match`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The active sectors, parents before children */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                id: string;
                                isActive: boolean;
                                nameEn: string;
                                nameTr: string;
                                /** @description The parent sector; null for a top-level sector */
                                parentId: string | null;
                                slug: string;
                                sortOrder: number;
                            }[];
                        };
                    };
                };
                /** @description Not modified: the list the client holds is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sellers/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirmed sellers to invite, those of the sector first (at most 20) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    sectorId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sellers to invite, best first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            city: string;
                            id: string;
                            /** @description The logo in other sizes too (`?w=`, `?format=`); null without one or for a logo uploaded before sizes were kept */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            logoUrl: string | null;
                            /** @description Works in the ad’s sector or its parent sector */
                            matchesSector: boolean;
                            name: string;
                            ratingAvg: string | null;
                            ratingCount: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact document; socials without an address are left out */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The contact document, socials with an address only */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string | null;
                            email: string | null;
                            phone: string | null;
                            socials: {
                                /** @description null: the link is not shown */
                                href: string | null;
                                /** @enum {string} */
                                icon: "facebook" | "instagram" | "x" | "github" | "youtube" | "linkedin";
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Not modified: the copy the client holds (`If-None-Match`) is the current one */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/seo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site settings: title, description, favicon, logo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The site settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description An http(s) address or a path on this site */
                            faviconUrl: string | null;
                            /** @description A logo uploaded here, in other sizes too (`?w=`, `?format=`); null for another address */
                            logoImage: {
                                height: number;
                                /** @description A tiny blurred WebP as a data: URI, a few hundred bytes */
                                placeholder: string;
                                url: string;
                                width: number;
                            } | null;
                            /** @description An http(s) address or a path on this site */
                            logoUrl: string | null;
                            siteDescription: string | null;
                            siteTitle: string;
                        };
                    };
                };
                /** @description Not modified: the copy the client holds (`If-None-Match`) is the current one */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the first-admin setup is still open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Whether the setup is open */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            open: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create the first platform admin (only once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        password: string;
                        passwordConfirm: string;
                    };
                };
            };
            responses: {
                /** @description The admin is created; the setup is closed */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            open: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The marketplace in numbers: open ads, approved companies, completed orders (null below five) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counted at most once a minute */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Companies approved as buyer or seller */
                            approvedCompanies: number | null;
                            completedOrders: number | null;
                            /** @description Ads taking bids now */
                            openAds: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s support tickets (and my personal ones), latest activity first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    pageSize?: number;
                    status?: "all" | "open" | "answered" | "closed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of tickets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                /** @enum {string} */
                                category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                                /** @description null: opened before the user had a company */
                                company: {
                                    id: string;
                                    name: string;
                                } | null;
                                createdAt: string;
                                id: string;
                                lastMessageAt: string;
                                messageCount: number;
                                /** @description null once that account is gone */
                                openedByName: string | null;
                                /** @enum {string} */
                                status: "open" | "answered" | "closed";
                                subject: string;
                                /** @description DST-<year>-<6 digits>, what people quote */
                                ticketNo: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                            /** @description `total` is a lower bound: counting every match would cost more than the page */
                            totalCapped?: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Open a support ticket: subject, category, message and up to 5 files */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachmentFileIds?: string[];
                        /** @enum {string} */
                        category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                        message: string;
                        subject: string;
                    };
                };
            };
            responses: {
                /** @description The ticket, waiting for staff */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                            closedAt: string | null;
                            /** @description null: opened before the user had a company */
                            company: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            lastMessageAt: string;
                            messageCount: number;
                            /** @description Oldest first */
                            messages: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description null once that account is gone */
                                authorName: string | null;
                                body: string;
                                createdAt: string;
                                fromStaff: boolean;
                                id: string;
                            }[];
                            /** @description Only in the back office */
                            openedByEmail: string | null;
                            /** @description null once that account is gone */
                            openedByName: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            subject: string;
                            /** @description DST-<year>-<6 digits>, what people quote */
                            ticketNo: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket of mine with its whole thread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket and its messages */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                            closedAt: string | null;
                            /** @description null: opened before the user had a company */
                            company: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            lastMessageAt: string;
                            messageCount: number;
                            /** @description Oldest first */
                            messages: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description null once that account is gone */
                                authorName: string | null;
                                body: string;
                                createdAt: string;
                                fromStaff: boolean;
                                id: string;
                            }[];
                            /** @description Only in the back office */
                            openedByEmail: string | null;
                            /** @description null once that account is gone */
                            openedByName: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            subject: string;
                            /** @description DST-<year>-<6 digits>, what people quote */
                            ticketNo: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close my ticket (409 when it is closed already) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ticket, closed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                            closedAt: string | null;
                            /** @description null: opened before the user had a company */
                            company: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            lastMessageAt: string;
                            messageCount: number;
                            /** @description Oldest first */
                            messages: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description null once that account is gone */
                                authorName: string | null;
                                body: string;
                                createdAt: string;
                                fromStaff: boolean;
                                id: string;
                            }[];
                            /** @description Only in the back office */
                            openedByEmail: string | null;
                            /** @description null once that account is gone */
                            openedByName: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            subject: string;
                            /** @description DST-<year>-<6 digits>, what people quote */
                            ticketNo: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/tickets/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write on my ticket (reopens it when closed); it waits for staff again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        attachmentFileIds?: string[];
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The ticket with the new message */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            category: "account" | "company" | "procurement" | "orders" | "billing" | "technical" | "suggestion" | "other";
                            closedAt: string | null;
                            /** @description null: opened before the user had a company */
                            company: {
                                id: string;
                                name: string;
                            } | null;
                            createdAt: string;
                            id: string;
                            lastMessageAt: string;
                            messageCount: number;
                            /** @description Oldest first */
                            messages: {
                                attachments: {
                                    fileId: string;
                                    mimeType: string;
                                    originalName: string;
                                    size: number;
                                    url: string;
                                }[];
                                /** @description null once that account is gone */
                                authorName: string | null;
                                body: string;
                                createdAt: string;
                                fromStaff: boolean;
                                id: string;
                            }[];
                            /** @description Only in the back office */
                            openedByEmail: string | null;
                            /** @description null once that account is gone */
                            openedByName: string | null;
                            /** @enum {string} */
                            status: "open" | "answered" | "closed";
                            subject: string;
                            /** @description DST-<year>-<6 digits>, what people quote */
                            ticketNo: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Translate a text; answers the original on failure */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        targetLang: "tr" | "en";
                        text: string;
                    };
                };
            };
            responses: {
                /** @description The translation, or the original text on failure */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            translatedText: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "ad.awarded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ad awarded
         * @description İhale sonuçlandı
         */
        post: operations["webhook.ad.awarded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ad.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ad cancelled
         * @description İlan iptal edildi
         */
        post: operations["webhook.ad.cancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ad.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ad closed
         * @description İlan kapandı
         */
        post: operations["webhook.ad.closed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ad.published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ad published
         * @description İlan yayımlandı
         */
        post: operations["webhook.ad.published"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "auction.ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auction ended
         * @description Eksiltme bitti
         */
        post: operations["webhook.auction.ended"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "auction.started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Auction started
         * @description Eksiltme başladı
         */
        post: operations["webhook.auction.started"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bid.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bid received
         * @description Teklif alındı
         */
        post: operations["webhook.bid.received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bid.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bid updated
         * @description Teklif güncellendi
         */
        post: operations["webhook.bid.updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "bid.withdrawn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bid withdrawn
         * @description Teklif geri çekildi
         */
        post: operations["webhook.bid.withdrawn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "chat.message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New message
         * @description Yeni mesaj
         */
        post: operations["webhook.chat.message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "company.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Company approved
         * @description Şirket onaylandı
         */
        post: operations["webhook.company.approved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order created
         * @description Sipariş oluşturuldu
         */
        post: operations["webhook.order.created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order status changed
         * @description Sipariş durumu değişti
         */
        post: operations["webhook.order.status_changed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "question.answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Question answered
         * @description Soru yanıtlandı
         */
        post: operations["webhook.question.answered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "question.asked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Question asked
         * @description Soru soruldu
         */
        post: operations["webhook.question.asked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test event
         * @description Deneme olayı
         */
        post: operations["webhook.webhook.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "webhook.ad.awarded": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        buyerCompanyId: string;
                        orders: {
                            orderId: string;
                            orderNo: string;
                            sellerCompanyId: string;
                        }[];
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "ad.awarded";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.ad.cancelled": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant (UTC)
                         */
                        bidDeadline: string;
                        buyerCompanyId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        sealed: boolean;
                        /** @enum {string} */
                        status: "draft" | "published" | "closed" | "awarded" | "cancelled";
                        title: string;
                        /** @enum {string} */
                        visibility: "open" | "invited";
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "ad.cancelled";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.ad.closed": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant (UTC)
                         */
                        bidDeadline: string;
                        buyerCompanyId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        sealed: boolean;
                        /** @enum {string} */
                        status: "draft" | "published" | "closed" | "awarded" | "cancelled";
                        title: string;
                        /** @enum {string} */
                        visibility: "open" | "invited";
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "ad.closed";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.ad.published": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant (UTC)
                         */
                        bidDeadline: string;
                        buyerCompanyId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        sealed: boolean;
                        /** @enum {string} */
                        status: "draft" | "published" | "closed" | "awarded" | "cancelled";
                        title: string;
                        /** @enum {string} */
                        visibility: "open" | "invited";
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "ad.published";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.auction.ended": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        auctionId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant (UTC)
                         */
                        endsAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant (UTC)
                         */
                        startsAt: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "auction.ended";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.auction.started": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        auctionId: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant (UTC)
                         */
                        endsAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601 instant (UTC)
                         */
                        startsAt: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "auction.started";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.bid.received": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        bidId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        revision: number;
                        sellerCompanyId: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                        /** @description null on a sealed ad before its deadline: no amount leaves before then */
                        total: string | null;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "bid.received";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.bid.updated": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        bidId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        revision: number;
                        sellerCompanyId: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                        /** @description null on a sealed ad before its deadline: no amount leaves before then */
                        total: string | null;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "bid.updated";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.bid.withdrawn": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        bidId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        revision: number;
                        sellerCompanyId: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "needs_confirmation" | "withdrawn" | "accepted" | "rejected" | "expired" | "declined";
                        /** @description null on a sealed ad before its deadline: no amount leaves before then */
                        total: string | null;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "bid.withdrawn";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.chat.message": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        body: string;
                        messageId: string;
                        orderId: string;
                        senderCompanyId: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "chat.message";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.company.approved": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        companyId: string;
                        /** @enum {string} */
                        role: "buyer" | "seller";
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "company.approved";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.order.created": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        buyerCompanyId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        orderId: string;
                        orderNo: string;
                        sellerCompanyId: string;
                        /** @enum {string} */
                        status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                        /** @description a decimal amount as text */
                        total: string;
                        /** @description the order as UBL 2.1 Order XML, when the endpoint asked for it */
                        ublOrder?: string;
                        /** @description the seller’s answer as UBL 2.1 OrderResponseSimple XML, when the endpoint asked for the documents and the seller has confirmed or declined */
                        ublOrderResponse?: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "order.created";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.order.status_changed": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        buyerCompanyId: string;
                        /** @enum {string} */
                        currency: "TRY" | "USD" | "EUR";
                        orderId: string;
                        orderNo: string;
                        /** @enum {string} */
                        previousStatus: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                        sellerCompanyId: string;
                        /** @enum {string} */
                        status: "created" | "confirmed" | "preparing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled";
                        /** @description a decimal amount as text */
                        total: string;
                        /** @description the order as UBL 2.1 Order XML, when the endpoint asked for it */
                        ublOrder?: string;
                        /** @description the seller’s answer as UBL 2.1 OrderResponseSimple XML, when the endpoint asked for the documents and the seller has confirmed or declined */
                        ublOrderResponse?: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "order.status_changed";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.question.answered": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        /** @description null until answered; the asker is never named */
                        answer: string | null;
                        question: string;
                        questionId: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "question.answered";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.question.asked": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        adId: string;
                        /** @description null until answered; the asker is never named */
                        answer: string | null;
                        question: string;
                        questionId: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "question.asked";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhook.webhook.test": {
        parameters: {
            query?: never;
            header: {
                "TeklifAl-Attempt": string;
                "TeklifAl-Delivery-Id": string;
                "TeklifAl-Event-Id": string;
                "TeklifAl-Event-Type": string;
                /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint’s secret>`: compare in constant time and refuse a `t` more than 5 minutes away (docs/webhooks.md) */
                "TeklifAl-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description ISO 8601 instant (UTC)
                     */
                    createdAt: string;
                    data: {
                        endpointId: string;
                        message: string;
                    };
                    /** @description the event’s id: the same on every attempt and redelivery */
                    id: string;
                    /** @constant */
                    type: "webhook.test";
                };
            };
        };
        responses: {
            /** @description Received. Anything else (or no answer in 10 s) is retried. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
