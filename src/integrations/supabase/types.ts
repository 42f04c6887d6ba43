export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5"
  }
  public: {
    Tables: {
      booking_rooms: {
        Row: {
          booking_id: string | null
          cancelled: boolean
          check_in: string
          check_out: string
          created_at: string
          guests: number
          hold_expires_at: string | null
          hold_id: string | null
          id: string
          price_per_night: number
          room_id: string
        }
        Insert: {
          booking_id?: string | null
          cancelled?: boolean
          check_in: string
          check_out: string
          created_at?: string
          guests: number
          hold_expires_at?: string | null
          hold_id?: string | null
          id?: string
          price_per_night: number
          room_id: string
        }
        Update: {
          booking_id?: string | null
          cancelled?: boolean
          check_in?: string
          check_out?: string
          created_at?: string
          guests?: number
          hold_expires_at?: string | null
          hold_id?: string | null
          id?: string
          price_per_night?: number
          room_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "booking_rooms_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_rooms_hold_id_fkey"
            columns: ["hold_id"]
            isOneToOne: false
            referencedRelation: "stay_holds"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "booking_rooms_room_id_fkey"
            columns: ["room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["id"]
          },
        ]
      }
      bookings: {
        Row: {
          address: string
          booking_status: string
          cancellation_fee: number | null
          cancelled_at: string | null
          card_last_4: string | null
          check_in: string
          check_out: string
          city: string
          client_request_id: string | null
          country: string
          created_at: string
          email: string
          first_name: string
          id: string
          language: string
          last_name: string
          nights: number
          payment_method: string
          payment_status: string
          phone: string | null
          policy_version: string
          postal_code: string
          quote: Json | null
          reference: string
          source: string
          special_requests: string | null
          total_guests: number
          total_price: number
          tourist_tax: number
          user_id: string | null
        }
        Insert: {
          address?: string
          booking_status?: string
          cancellation_fee?: number | null
          cancelled_at?: string | null
          card_last_4?: string | null
          check_in: string
          check_out: string
          city?: string
          client_request_id?: string | null
          country?: string
          created_at?: string
          email: string
          first_name: string
          id?: string
          language?: string
          last_name: string
          nights: number
          payment_method?: string
          payment_status: string
          phone?: string | null
          policy_version: string
          postal_code?: string
          quote?: Json | null
          reference: string
          source?: string
          special_requests?: string | null
          total_guests: number
          total_price: number
          tourist_tax?: number
          user_id?: string | null
        }
        Update: {
          address?: string
          booking_status?: string
          cancellation_fee?: number | null
          cancelled_at?: string | null
          card_last_4?: string | null
          check_in?: string
          check_out?: string
          city?: string
          client_request_id?: string | null
          country?: string
          created_at?: string
          email?: string
          first_name?: string
          id?: string
          language?: string
          last_name?: string
          nights?: number
          payment_method?: string
          payment_status?: string
          phone?: string | null
          policy_version?: string
          postal_code?: string
          quote?: Json | null
          reference?: string
          source?: string
          special_requests?: string | null
          total_guests?: number
          total_price?: number
          tourist_tax?: number
          user_id?: string | null
        }
        Relationships: []
      }
      cart_items: {
        Row: {
          created_at: string
          id: string
          product_id: string
          quantity: number
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          product_id: string
          quantity?: number
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          product_id?: string
          quantity?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "cart_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      categories: {
        Row: {
          created_at: string
          id: string
          name_en: string | null
          name_it: string
          slug: string
          sort_order: number
        }
        Insert: {
          created_at?: string
          id?: string
          name_en?: string | null
          name_it: string
          slug: string
          sort_order?: number
        }
        Update: {
          created_at?: string
          id?: string
          name_en?: string | null
          name_it?: string
          slug?: string
          sort_order?: number
        }
        Relationships: []
      }
      chatbot_conversations: {
        Row: {
          ended_at: string | null
          id: string
          language: string
          last_message_at: string
          session_id: string
          started_at: string
          status: string
        }
        Insert: {
          ended_at?: string | null
          id?: string
          language?: string
          last_message_at?: string
          session_id: string
          started_at?: string
          status?: string
        }
        Update: {
          ended_at?: string | null
          id?: string
          language?: string
          last_message_at?: string
          session_id?: string
          started_at?: string
          status?: string
        }
        Relationships: []
      }
      chatbot_handovers: {
        Row: {
          conversation_id: string
          held_by: string | null
          held_by_name: string | null
          held_since: string | null
          last_staff_reply_at: string | null
          released_at: string | null
          requested_at: string | null
        }
        Insert: {
          conversation_id: string
          held_by?: string | null
          held_by_name?: string | null
          held_since?: string | null
          last_staff_reply_at?: string | null
          released_at?: string | null
          requested_at?: string | null
        }
        Update: {
          conversation_id?: string
          held_by?: string | null
          held_by_name?: string | null
          held_since?: string | null
          last_staff_reply_at?: string | null
          released_at?: string | null
          requested_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "chatbot_handovers_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: true
            referencedRelation: "chatbot_conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      chatbot_knowledge: {
        Row: {
          active: boolean
          answer_en: string
          answer_it: string
          created_at: string
          id: string
          phrasings_en: string[]
          phrasings_it: string[]
          question_en: string
          question_it: string
          topic: string
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          active?: boolean
          answer_en: string
          answer_it: string
          created_at?: string
          id?: string
          phrasings_en?: string[]
          phrasings_it?: string[]
          question_en: string
          question_it: string
          topic: string
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          active?: boolean
          answer_en?: string
          answer_it?: string
          created_at?: string
          id?: string
          phrasings_en?: string[]
          phrasings_it?: string[]
          question_en?: string
          question_it?: string
          topic?: string
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: []
      }
      chatbot_knowledge_search: {
        Row: {
          ans_en: unknown
          ans_it: unknown
          id: string
          names: string[]
          said: string
          say_en: unknown
          say_it: unknown
          wordings: string[]
          words: string[]
        }
        Insert: {
          ans_en: unknown
          ans_it: unknown
          id: string
          names: string[]
          said: string
          say_en: unknown
          say_it: unknown
          wordings: string[]
          words: string[]
        }
        Update: {
          ans_en?: unknown
          ans_it?: unknown
          id?: string
          names?: string[]
          said?: string
          say_en?: unknown
          say_it?: unknown
          wordings?: string[]
          words?: string[]
        }
        Relationships: [
          {
            foreignKeyName: "chatbot_knowledge_search_id_fkey"
            columns: ["id"]
            isOneToOne: true
            referencedRelation: "chatbot_knowledge"
            referencedColumns: ["id"]
          },
        ]
      }
      chatbot_lead_data: {
        Row: {
          consent: boolean
          conversation_id: string | null
          created_at: string
          email: string | null
          id: string
          interest: string | null
          name: string | null
          phone: string | null
        }
        Insert: {
          consent?: boolean
          conversation_id?: string | null
          created_at?: string
          email?: string | null
          id?: string
          interest?: string | null
          name?: string | null
          phone?: string | null
        }
        Update: {
          consent?: boolean
          conversation_id?: string | null
          created_at?: string
          email?: string | null
          id?: string
          interest?: string | null
          name?: string | null
          phone?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "chatbot_lead_data_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "chatbot_conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      chatbot_messages: {
        Row: {
          author_name: string | null
          content: string
          conversation_id: string
          created_at: string
          data: Json | null
          follow_up: string | null
          id: string
          role: string
          type: string
        }
        Insert: {
          author_name?: string | null
          content?: string
          conversation_id: string
          created_at?: string
          data?: Json | null
          follow_up?: string | null
          id?: string
          role: string
          type?: string
        }
        Update: {
          author_name?: string | null
          content?: string
          conversation_id?: string
          created_at?: string
          data?: Json | null
          follow_up?: string | null
          id?: string
          role?: string
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "chatbot_messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "chatbot_conversations"
            referencedColumns: ["id"]
          },
        ]
      }
      chatbot_unanswered: {
        Row: {
          created_at: string
          id: string
          kind: string
          language: string
          question: string
          reply: string | null
          resolved_entry_id: string | null
          session_id: string | null
          wording: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          kind: string
          language?: string
          question: string
          reply?: string | null
          resolved_entry_id?: string | null
          session_id?: string | null
          wording?: never
        }
        Update: {
          created_at?: string
          id?: string
          kind?: string
          language?: string
          question?: string
          reply?: string | null
          resolved_entry_id?: string | null
          session_id?: string | null
          wording?: never
        }
        Relationships: [
          {
            foreignKeyName: "chatbot_unanswered_resolved_entry_id_fkey"
            columns: ["resolved_entry_id"]
            isOneToOne: false
            referencedRelation: "chatbot_knowledge"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          first_name: string
          id: string
          language: string
          last_name: string
          message: string
          phone: string | null
          subject: string
        }
        Insert: {
          created_at?: string
          email: string
          first_name: string
          id?: string
          language?: string
          last_name: string
          message: string
          phone?: string | null
          subject: string
        }
        Update: {
          created_at?: string
          email?: string
          first_name?: string
          id?: string
          language?: string
          last_name?: string
          message?: string
          phone?: string | null
          subject?: string
        }
        Relationships: []
      }
      newsletter_subscriptions: {
        Row: {
          birth_date: string | null
          confirm_token: string
          confirmed_at: string | null
          created_at: string
          email: string
          first_name: string | null
          id: string
          interest_formaggi: boolean
          interest_offerte: boolean
          interest_salumi: boolean
          language: string
          last_name: string | null
          marketing_consent: boolean
          marketing_consent_at: string | null
          phone: string | null
          privacy_accepted: boolean
          privacy_accepted_at: string | null
          profiling_consent: boolean
          profiling_consent_at: string | null
          status: string
        }
        Insert: {
          birth_date?: string | null
          confirm_token?: string
          confirmed_at?: string | null
          created_at?: string
          email: string
          first_name?: string | null
          id?: string
          interest_formaggi?: boolean
          interest_offerte?: boolean
          interest_salumi?: boolean
          language?: string
          last_name?: string | null
          marketing_consent?: boolean
          marketing_consent_at?: string | null
          phone?: string | null
          privacy_accepted?: boolean
          privacy_accepted_at?: string | null
          profiling_consent?: boolean
          profiling_consent_at?: string | null
          status?: string
        }
        Update: {
          birth_date?: string | null
          confirm_token?: string
          confirmed_at?: string | null
          created_at?: string
          email?: string
          first_name?: string | null
          id?: string
          interest_formaggi?: boolean
          interest_offerte?: boolean
          interest_salumi?: boolean
          language?: string
          last_name?: string | null
          marketing_consent?: boolean
          marketing_consent_at?: string | null
          phone?: string | null
          privacy_accepted?: boolean
          privacy_accepted_at?: string | null
          profiling_consent?: boolean
          profiling_consent_at?: string | null
          status?: string
        }
        Relationships: []
      }
      order_items: {
        Row: {
          created_at: string
          id: string
          order_id: string
          product_id: string | null
          product_name: string
          product_name_en: string | null
          product_name_it: string | null
          product_sku: string | null
          quantity: number
          total_price: number
          unit_price: number
          vat_rate: number
        }
        Insert: {
          created_at?: string
          id?: string
          order_id: string
          product_id?: string | null
          product_name: string
          product_name_en?: string | null
          product_name_it?: string | null
          product_sku?: string | null
          quantity: number
          total_price: number
          unit_price: number
          vat_rate: number
        }
        Update: {
          created_at?: string
          id?: string
          order_id?: string
          product_id?: string | null
          product_name?: string
          product_name_en?: string | null
          product_name_it?: string | null
          product_sku?: string | null
          quantity?: number
          total_price?: number
          unit_price?: number
          vat_rate?: number
        }
        Relationships: [
          {
            foreignKeyName: "order_items_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "order_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
      orders: {
        Row: {
          billing_address_line1: string | null
          billing_address_line2: string | null
          billing_city: string | null
          billing_country: string | null
          billing_first_name: string | null
          billing_last_name: string | null
          billing_postal_code: string | null
          billing_province: string | null
          card_last_4: string | null
          client_request_id: string | null
          created_at: string
          currency: string
          customer_erased_at: string | null
          guest_email: string | null
          id: string
          is_guest_order: boolean
          language: string
          order_number: string
          payment_method: string
          payment_status: string
          shipping_address_line1: string | null
          shipping_address_line2: string | null
          shipping_amount: number
          shipping_city: string | null
          shipping_country: string | null
          shipping_email: string | null
          shipping_first_name: string | null
          shipping_last_name: string | null
          shipping_phone: string | null
          shipping_postal_code: string | null
          shipping_province: string | null
          status: string
          subtotal: number
          tax_amount: number
          total_amount: number
          updated_at: string
          user_id: string | null
        }
        Insert: {
          billing_address_line1?: string | null
          billing_address_line2?: string | null
          billing_city?: string | null
          billing_country?: string | null
          billing_first_name?: string | null
          billing_last_name?: string | null
          billing_postal_code?: string | null
          billing_province?: string | null
          card_last_4?: string | null
          client_request_id?: string | null
          created_at?: string
          currency?: string
          customer_erased_at?: string | null
          guest_email?: string | null
          id?: string
          is_guest_order?: boolean
          language?: string
          order_number: string
          payment_method?: string
          payment_status?: string
          shipping_address_line1?: string | null
          shipping_address_line2?: string | null
          shipping_amount?: number
          shipping_city?: string | null
          shipping_country?: string | null
          shipping_email?: string | null
          shipping_first_name?: string | null
          shipping_last_name?: string | null
          shipping_phone?: string | null
          shipping_postal_code?: string | null
          shipping_province?: string | null
          status?: string
          subtotal: number
          tax_amount?: number
          total_amount: number
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          billing_address_line1?: string | null
          billing_address_line2?: string | null
          billing_city?: string | null
          billing_country?: string | null
          billing_first_name?: string | null
          billing_last_name?: string | null
          billing_postal_code?: string | null
          billing_province?: string | null
          card_last_4?: string | null
          client_request_id?: string | null
          created_at?: string
          currency?: string
          customer_erased_at?: string | null
          guest_email?: string | null
          id?: string
          is_guest_order?: boolean
          language?: string
          order_number?: string
          payment_method?: string
          payment_status?: string
          shipping_address_line1?: string | null
          shipping_address_line2?: string | null
          shipping_amount?: number
          shipping_city?: string | null
          shipping_country?: string | null
          shipping_email?: string | null
          shipping_first_name?: string | null
          shipping_last_name?: string | null
          shipping_phone?: string | null
          shipping_postal_code?: string | null
          shipping_province?: string | null
          status?: string
          subtotal?: number
          tax_amount?: number
          total_amount?: number
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      outbox: {
        Row: {
          attempts: number
          created_at: string
          id: number
          kind: string
          language: string
          last_error: string | null
          message_id: string | null
          next_attempt_at: string
          payload: Json
          recipient: string
          ref_id: string
          sent_at: string | null
          status: string
        }
        Insert: {
          attempts?: number
          created_at?: string
          id?: number
          kind: string
          language?: string
          last_error?: string | null
          message_id?: string | null
          next_attempt_at?: string
          payload?: Json
          recipient: string
          ref_id: string
          sent_at?: string | null
          status?: string
        }
        Update: {
          attempts?: number
          created_at?: string
          id?: number
          kind?: string
          language?: string
          last_error?: string | null
          message_id?: string | null
          next_attempt_at?: string
          payload?: Json
          recipient?: string
          ref_id?: string
          sent_at?: string | null
          status?: string
        }
        Relationships: []
      }
      outbox_attempts: {
        Row: {
          attempt: number
          attempted_at: string
          error: string | null
          id: number
          message_id: string | null
          ok: boolean
          outbox_id: number
        }
        Insert: {
          attempt: number
          attempted_at?: string
          error?: string | null
          id?: number
          message_id?: string | null
          ok: boolean
          outbox_id: number
        }
        Update: {
          attempt?: number
          attempted_at?: string
          error?: string | null
          id?: number
          message_id?: string | null
          ok?: boolean
          outbox_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "outbox_attempts_outbox_id_fkey"
            columns: ["outbox_id"]
            isOneToOne: false
            referencedRelation: "outbox"
            referencedColumns: ["id"]
          },
        ]
      }
      payments: {
        Row: {
          amount: number
          booking_id: string | null
          card_last_4: string | null
          client_request_id: string
          created_at: string
          currency: string
          error_code: string | null
          id: string
          kind: string
          method: string
          order_id: string | null
          outcome: string
          provider: string
          purpose: string
          reference: string | null
          request: Json | null
          stay: Json | null
          updated_at: string
          user_id: string | null
        }
        Insert: {
          amount: number
          booking_id?: string | null
          card_last_4?: string | null
          client_request_id: string
          created_at?: string
          currency?: string
          error_code?: string | null
          id?: string
          kind: string
          method: string
          order_id?: string | null
          outcome?: string
          provider: string
          purpose: string
          reference?: string | null
          request?: Json | null
          stay?: Json | null
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          amount?: number
          booking_id?: string | null
          card_last_4?: string | null
          client_request_id?: string
          created_at?: string
          currency?: string
          error_code?: string | null
          id?: string
          kind?: string
          method?: string
          order_id?: string | null
          outcome?: string
          provider?: string
          purpose?: string
          reference?: string | null
          request?: Json | null
          stay?: Json | null
          updated_at?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "payments_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "payments_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
      products: {
        Row: {
          aging_en: string | null
          aging_it: string | null
          aging_months: number | null
          allergens: string[]
          badge: string | null
          breeding_en: string | null
          breeding_it: string | null
          category_id: string
          character_en: string | null
          character_it: string | null
          consistency_en: string | null
          consistency_it: string | null
          created_at: string
          description_en: string | null
          description_it: string | null
          flavour_en: string | null
          flavour_it: string | null
          gallery_urls: string[]
          id: string
          image_url: string | null
          ingredients_en: string | null
          ingredients_it: string | null
          is_bestseller: boolean
          milk_animal: string | null
          milk_treatment: string | null
          name_en: string | null
          name_it: string
          origin_en: string | null
          origin_it: string | null
          pack_label_en: string | null
          pack_label_it: string | null
          price: number
          processing_en: string | null
          processing_it: string | null
          raw_material_en: string | null
          raw_material_it: string | null
          shape_en: string | null
          shape_it: string | null
          short_description_en: string | null
          short_description_it: string | null
          sku: string
          slug: string
          sort_order: number
          status: string
          stock_quantity: number
          storage_temperature: string | null
          taste_en: string | null
          taste_it: string | null
          tradition_en: string | null
          tradition_it: string | null
          updated_at: string
          vat_rate: number
          weight_kg: number | null
        }
        Insert: {
          aging_en?: string | null
          aging_it?: string | null
          aging_months?: number | null
          allergens?: string[]
          badge?: string | null
          breeding_en?: string | null
          breeding_it?: string | null
          category_id: string
          character_en?: string | null
          character_it?: string | null
          consistency_en?: string | null
          consistency_it?: string | null
          created_at?: string
          description_en?: string | null
          description_it?: string | null
          flavour_en?: string | null
          flavour_it?: string | null
          gallery_urls?: string[]
          id?: string
          image_url?: string | null
          ingredients_en?: string | null
          ingredients_it?: string | null
          is_bestseller?: boolean
          milk_animal?: string | null
          milk_treatment?: string | null
          name_en?: string | null
          name_it: string
          origin_en?: string | null
          origin_it?: string | null
          pack_label_en?: string | null
          pack_label_it?: string | null
          price: number
          processing_en?: string | null
          processing_it?: string | null
          raw_material_en?: string | null
          raw_material_it?: string | null
          shape_en?: string | null
          shape_it?: string | null
          short_description_en?: string | null
          short_description_it?: string | null
          sku: string
          slug: string
          sort_order?: number
          status?: string
          stock_quantity?: number
          storage_temperature?: string | null
          taste_en?: string | null
          taste_it?: string | null
          tradition_en?: string | null
          tradition_it?: string | null
          updated_at?: string
          vat_rate?: number
          weight_kg?: number | null
        }
        Update: {
          aging_en?: string | null
          aging_it?: string | null
          aging_months?: number | null
          allergens?: string[]
          badge?: string | null
          breeding_en?: string | null
          breeding_it?: string | null
          category_id?: string
          character_en?: string | null
          character_it?: string | null
          consistency_en?: string | null
          consistency_it?: string | null
          created_at?: string
          description_en?: string | null
          description_it?: string | null
          flavour_en?: string | null
          flavour_it?: string | null
          gallery_urls?: string[]
          id?: string
          image_url?: string | null
          ingredients_en?: string | null
          ingredients_it?: string | null
          is_bestseller?: boolean
          milk_animal?: string | null
          milk_treatment?: string | null
          name_en?: string | null
          name_it?: string
          origin_en?: string | null
          origin_it?: string | null
          pack_label_en?: string | null
          pack_label_it?: string | null
          price?: number
          processing_en?: string | null
          processing_it?: string | null
          raw_material_en?: string | null
          raw_material_it?: string | null
          shape_en?: string | null
          shape_it?: string | null
          short_description_en?: string | null
          short_description_it?: string | null
          sku?: string
          slug?: string
          sort_order?: number
          status?: string
          stock_quantity?: number
          storage_temperature?: string | null
          taste_en?: string | null
          taste_it?: string | null
          tradition_en?: string | null
          tradition_it?: string | null
          updated_at?: string
          vat_rate?: number
          weight_kg?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "products_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "categories"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          created_at: string
          data_processing_consent: boolean
          data_processing_consent_at: string | null
          email: string | null
          first_name: string | null
          id: string
          last_name: string | null
          newsletter_consent: boolean
          newsletter_consent_at: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          data_processing_consent?: boolean
          data_processing_consent_at?: string | null
          email?: string | null
          first_name?: string | null
          id: string
          last_name?: string | null
          newsletter_consent?: boolean
          newsletter_consent_at?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          data_processing_consent?: boolean
          data_processing_consent_at?: string | null
          email?: string | null
          first_name?: string | null
          id?: string
          last_name?: string | null
          newsletter_consent?: boolean
          newsletter_consent_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      rate_limit_rules: {
        Row: {
          action: string
          key_kind: string
          max_hits: number
          window_seconds: number
        }
        Insert: {
          action: string
          key_kind: string
          max_hits: number
          window_seconds: number
        }
        Update: {
          action?: string
          key_kind?: string
          max_hits?: number
          window_seconds?: number
        }
        Relationships: []
      }
      rate_limits: {
        Row: {
          action: string
          hits: number
          key_hash: string
          key_kind: string
          window_start: string
        }
        Insert: {
          action: string
          hits: number
          key_hash: string
          key_kind: string
          window_start: string
        }
        Update: {
          action?: string
          hits?: number
          key_hash?: string
          key_kind?: string
          window_start?: string
        }
        Relationships: []
      }
      rate_rules: {
        Row: {
          base_occupancy: number | null
          closed_to_arrival: number[]
          closed_to_departure: number[]
          created_at: string
          extra_guest_fee: number
          first_night: string
          id: string
          last_night: string
          long_stay_nights: number | null
          long_stay_percent: number
          min_stay: number[]
          name: string
          name_en: string | null
          nightly_price: number
          priority: number
          room_id: string | null
          updated_at: string
          weekend_nights: number[]
          weekend_uplift: number
        }
        Insert: {
          base_occupancy?: number | null
          closed_to_arrival?: number[]
          closed_to_departure?: number[]
          created_at?: string
          extra_guest_fee?: number
          first_night: string
          id?: string
          last_night: string
          long_stay_nights?: number | null
          long_stay_percent?: number
          min_stay?: number[]
          name: string
          name_en?: string | null
          nightly_price: number
          priority?: number
          room_id?: string | null
          updated_at?: string
          weekend_nights?: number[]
          weekend_uplift?: number
        }
        Update: {
          base_occupancy?: number | null
          closed_to_arrival?: number[]
          closed_to_departure?: number[]
          created_at?: string
          extra_guest_fee?: number
          first_night?: string
          id?: string
          last_night?: string
          long_stay_nights?: number | null
          long_stay_percent?: number
          min_stay?: number[]
          name?: string
          name_en?: string | null
          nightly_price?: number
          priority?: number
          room_id?: string | null
          updated_at?: string
          weekend_nights?: number[]
          weekend_uplift?: number
        }
        Relationships: [
          {
            foreignKeyName: "rate_rules_room_id_fkey"
            columns: ["room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["id"]
          },
        ]
      }
      room_closures: {
        Row: {
          created_at: string
          first_night: string
          id: string
          last_night: string
          note: string | null
          room_id: string | null
        }
        Insert: {
          created_at?: string
          first_night: string
          id?: string
          last_night: string
          note?: string | null
          room_id?: string | null
        }
        Update: {
          created_at?: string
          first_night?: string
          id?: string
          last_night?: string
          note?: string | null
          room_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "room_closures_room_id_fkey"
            columns: ["room_id"]
            isOneToOne: false
            referencedRelation: "rooms"
            referencedColumns: ["id"]
          },
        ]
      }
      rooms: {
        Row: {
          bed_type: string
          cot_fee: number
          created_at: string
          extra_bed_fee: number
          full_description_en: string | null
          full_description_it: string | null
          id: string
          image_urls: string[]
          max_cots: number
          max_extra_beds: number
          max_guests: number
          name: string
          price_per_night: number
          short_description_en: string | null
          short_description_it: string | null
          slug: string
          sort_order: number
          type: string
        }
        Insert: {
          bed_type: string
          cot_fee?: number
          created_at?: string
          extra_bed_fee?: number
          full_description_en?: string | null
          full_description_it?: string | null
          id?: string
          image_urls?: string[]
          max_cots?: number
          max_extra_beds?: number
          max_guests: number
          name: string
          price_per_night: number
          short_description_en?: string | null
          short_description_it?: string | null
          slug: string
          sort_order?: number
          type: string
        }
        Update: {
          bed_type?: string
          cot_fee?: number
          created_at?: string
          extra_bed_fee?: number
          full_description_en?: string | null
          full_description_it?: string | null
          id?: string
          image_urls?: string[]
          max_cots?: number
          max_extra_beds?: number
          max_guests?: number
          name?: string
          price_per_night?: number
          short_description_en?: string | null
          short_description_it?: string | null
          slug?: string
          sort_order?: number
          type?: string
        }
        Relationships: []
      }
      settings: {
        Row: {
          key: string
          updated_at: string
          value: Json
        }
        Insert: {
          key: string
          updated_at?: string
          value: Json
        }
        Update: {
          key?: string
          updated_at?: string
          value?: Json
        }
        Relationships: []
      }
      staff_presence: {
        Row: {
          last_seen: string
          user_id: string
        }
        Insert: {
          last_seen?: string
          user_id: string
        }
        Update: {
          last_seen?: string
          user_id?: string
        }
        Relationships: []
      }
      stay_holds: {
        Row: {
          check_in: string
          check_out: string
          client_hash: string | null
          client_key: string
          created_at: string
          expires_at: string
          id: string
          rooms: Json
          total_price: number
          user_id: string | null
        }
        Insert: {
          check_in: string
          check_out: string
          client_hash?: string | null
          client_key: string
          created_at?: string
          expires_at: string
          id?: string
          rooms: Json
          total_price: number
          user_id?: string | null
        }
        Update: {
          check_in?: string
          check_out?: string
          client_hash?: string | null
          client_key?: string
          created_at?: string
          expires_at?: string
          id?: string
          rooms?: Json
          total_price?: number
          user_id?: string | null
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
      wishlist_items: {
        Row: {
          created_at: string
          id: string
          product_id: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          product_id: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          product_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "wishlist_items_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "products"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      admin_cancel_booking: {
        Args: {
          p_booking_id: string
        }
        Returns: Json
      }
      admin_create_booking: {
        Args: {
          p_rooms: Json
          p_check_in: string
          p_check_out: string
          p_guest: Json
          p_source: string
          p_language?: string
          p_payment_id?: string
        }
        Returns: Json
      }
      admin_outbox_resend: {
        Args: {
          p_id: number
        }
        Returns: string
      }
      admin_save_room_settings: {
        Args: {
          p_room_id: string
          p_settings: Json
        }
        Returns: Json
      }
      admin_tape_chart: {
        Args: {
          p_from: string
          p_to: string
        }
        Returns: {
          kind: string
          id: string
          room_id: string
          check_in: string
          check_out: string
          reference: string
          guest: string
          source: string
          note: string
          expires_at: string
          farm_wide: boolean
        }[]
      }
      admin_update_order_status: {
        Args: {
          p_order_id: string
          p_status: string
        }
        Returns: Json
      }
      cancel_booking: {
        Args: {
          p_reference: string
          p_email: string
        }
        Returns: Json
      }
      cancellation_fee: {
        Args: {
          p_total: number
          p_days_before: number
        }
        Returns: number
      }
      chat_session_id: {
        Args: never
        Returns: string
      }
      check_room_availability: {
        Args: {
          p_room_id: string
          p_check_in: string
          p_check_out: string
        }
        Returns: boolean
      }
      confirm_newsletter: {
        Args: {
          p_token: string
        }
        Returns: boolean
      }
      find_booking: {
        Args: {
          p_reference: string
          p_email: string
        }
        Returns: Json
      }
      get_booked_ranges: {
        Args: {
          p_from: string
          p_to: string
        }
        Returns: {
          room_id: string
          check_in: string
          check_out: string
        }[]
      }
      get_product_by_slug: {
        Args: {
          product_slug: string
          lang?: string
        }
        Returns: {
          id: string
          category_slug: string
          name: string
          slug: string
          price: number
          weight: number
          image_url: string
          gallery_urls: string[]
          badge: string
          short_description: string
          description: string
          aging_months: number
          origin: string
          sku: string
          stock_quantity: number
          is_bestseller: boolean
          allergens: string[]
          storage_temperature: string
          milk_animal: string
          milk_treatment: string
          vat_rate: number
          taste: string
          aging: string
          ingredients: string
          consistency: string
          shape: string
          tradition: string
          raw_material: string
          character: string
          flavour: string
          breeding: string
          processing: string
          pack_label: string
        }[]
      }
      get_products: {
        Args: {
          lang?: string
        }
        Returns: {
          id: string
          category_slug: string
          name: string
          slug: string
          price: number
          weight: number
          image_url: string
          gallery_urls: string[]
          badge: string
          short_description: string
          description: string
          aging_months: number
          origin: string
          sku: string
          stock_quantity: number
          is_bestseller: boolean
          allergens: string[]
          storage_temperature: string
          milk_animal: string
          milk_treatment: string
          vat_rate: number
          sort_order: number
          pack_label: string
          aging_text: string
          ingredients: string
        }[]
      }
      get_rooms: {
        Args: {
          lang?: string
        }
        Returns: {
          id: string
          slug: string
          name: string
          type: string
          bed_type: string
          price_per_night: number
          price_from: number
          price_to: number
          max_guests: number
          image_url: string
          image_urls: string[]
          short_description: string
          full_description: string
          sort_order: number
          max_cots: number
          cot_fee: number
          max_extra_beds: number
          extra_bed_fee: number
        }[]
      }
      has_role: {
        Args: {
          _user_id: string
          _role: Database["public"]["Enums"]["app_role"]
        }
        Returns: boolean
      }
      hold_stay: {
        Args: {
          p_rooms: Json
          p_check_in: string
          p_check_out: string
          p_client_key: string
        }
        Returns: Json
      }
      knowledge_entries: {
        Args: never
        Returns: {
          id: string
          topic: string
          question_it: string
          question_en: string
          answer_it: string
          answer_en: string
          shown_answer_it: string
          shown_answer_en: string
          phrasings_it: string[]
          phrasings_en: string[]
          active: boolean
          updated_at: string
        }[]
      }
      knowledge_fill: {
        Args: {
          p_text: string
        }
        Returns: string
      }
      knowledge_fold: {
        Args: {
          p_text: string
        }
        Returns: string
      }
      knowledge_wordings: {
        Args: {
          p_question: string
          p_phrasings: string[]
        }
        Returns: string
      }
      mark_reply_unhelpful: {
        Args: {
          p_message_id: string
        }
        Returns: undefined
      }
      pick_lang: {
        Args: {
          lang: string
          it: string
          en: string
        }
        Returns: string
      }
      quote_stay: {
        Args: {
          p_rooms: Json
          p_check_in: string
          p_check_out: string
          p_hold_id?: string
        }
        Returns: Json
      }
      rate_calendar: {
        Args: {
          p_room_id: string
          p_from: string
          p_to: string
        }
        Returns: {
          night: string
          price: number
          base: number
          weekend_uplift: number
          rule_id: string
          rule: string
          rule_en: string
          priority: number
          min_stay: number
          closed_to_arrival: boolean
          closed_to_departure: boolean
          closed: boolean
        }[]
      }
      release_conversation: {
        Args: {
          p_conversation_id: string
        }
        Returns: undefined
      }
      release_hold: {
        Args: {
          p_hold_id: string
        }
        Returns: boolean
      }
      resolve_conversation: {
        Args: {
          p_conversation_id: string
        }
        Returns: undefined
      }
      staff_heartbeat: {
        Args: never
        Returns: undefined
      }
      staff_reply: {
        Args: {
          p_conversation_id: string
          p_content: string
        }
        Returns: string
      }
      stay_day_rules: {
        Args: {
          p_room_ids: string[]
          p_from: string
          p_to: string
        }
        Returns: {
          room_id: string
          day: string
          min_stay: number
          closed_to_arrival: boolean
          closed_to_departure: boolean
          rule: string
          rule_en: string
        }[]
      }
      subscribe_newsletter: {
        Args: {
          p_email: string
          p_first_name: string
          p_last_name: string
          p_phone?: string
          p_birth_date?: string
          p_interest_formaggi?: boolean
          p_interest_salumi?: boolean
          p_interest_offerte?: boolean
          p_privacy_accepted?: boolean
          p_marketing_consent?: boolean
          p_profiling_consent?: boolean
          p_language?: string
        }
        Returns: string
      }
      take_conversation: {
        Args: {
          p_conversation_id: string
        }
        Returns: undefined
      }
      teach_from_unanswered: {
        Args: {
          p_wording: string
          p_topic: string
          p_question_it: string
          p_question_en: string
          p_answer_it: string
          p_answer_en: string
          p_phrasings_it: string[]
          p_phrasings_en: string[]
        }
        Returns: string
      }
    }
    Enums: {
      app_role: "admin" | "staff"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_role: ["admin", "staff"],
    },
  },
} as const

/** One row of an RPC that returns a table, with each column as nullable as the table column it reads. */
export type FunctionRow<
  Fn extends keyof DefaultSchema["Functions"],
  Source extends keyof DefaultSchema["Tables"],
  Extra extends string = never,
> = DefaultSchema["Functions"][Fn]["Returns"] extends (infer R)[]
  ? {
      [K in keyof R]: K extends Extra
        ? R[K] | null
        : K extends keyof Tables<Source>
          ? null extends Tables<Source>[K] ? R[K] | null : R[K]
          : `${K & string}_it` extends keyof Tables<Source>
            ? null extends Tables<Source>[`${K & string}_it`] ? R[K] | null : R[K]
            : R[K]
    }
  : never
